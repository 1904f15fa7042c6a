// The dynamic-form engine lands with the form-engine issue; the package exists now so the workspace
// layout is complete and other packages can depend on it without a later rename.
export {};
