// The async boundary Module Federation needs before shared modules are used (ARCHITECTURE.md).
void import('./bootstrap');

export {};
