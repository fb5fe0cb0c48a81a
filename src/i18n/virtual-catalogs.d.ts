// Served by the `catalogs` Vite plugin (scripts/catalogs.ts): i18n/<locale>.json compiled to AST,
// whole or (`/shell`) only the shell's messages.
declare module 'virtual:catalog/sv' {
  const catalog: import('./messages').CompiledCatalog;
  export default catalog;
}
declare module 'virtual:catalog/en' {
  const catalog: import('./messages').CompiledCatalog;
  export default catalog;
}
declare module 'virtual:catalog/sv/shell' {
  const catalog: Partial<import('./messages').CompiledCatalog>;
  export default catalog;
}
declare module 'virtual:catalog/en/shell' {
  const catalog: Partial<import('./messages').CompiledCatalog>;
  export default catalog;
}
