// Served by the `catalogs` Vite plugin (scripts/catalogs.ts): i18n/<locale>.json compiled to AST.
declare module 'virtual:catalog/sv' {
  const catalog: import('./messages').CompiledCatalog;
  export default catalog;
}
declare module 'virtual:catalog/en' {
  const catalog: import('./messages').CompiledCatalog;
  export default catalog;
}
