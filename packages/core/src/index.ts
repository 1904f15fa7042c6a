export * from "./roles/roles";
