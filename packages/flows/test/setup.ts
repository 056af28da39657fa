// The hooks load their form checks with a dynamic import on the first
// interaction, so a page ships them later. In a test the first import of a
// module goes through the dev server and can take longer than a test waits on a
// busy machine; importing them here first makes that load a cache hit, so the
// tests measure the hooks' behaviour and not the server's speed.
await Promise.all([
  import('../src/auth/loginForm'),
  import('../src/auth/registerForm'),
  import('../src/auth/recoveryForm'),
  import('../src/auth/newPasswordForm'),
  import('../src/config/globalConfigCall'),
  // A test may describe an error it built itself, without a failed call loading the catalogue.
  import('../src/errorCatalogue').then(({ loadErrorCatalogue }) => loadErrorCatalogue()),
]);
export {};
