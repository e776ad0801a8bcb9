// The async boundary Module Federation needs before shared modules are used (DESIGN.md 7).
void import('./bootstrap');

export {};
