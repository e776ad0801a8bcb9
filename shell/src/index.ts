// The async boundary: shared modules are negotiated before any of them is evaluated.
void import('./bootstrap');
