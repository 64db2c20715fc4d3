import module from 'node:module';

/**
 * `npm start` runs this (bundled into apps/api/dist/server.js). Node keeps the code it compiles in
 * the temp folder, so later starts and the worker skip compiling the app's modules again.
 */
module.enableCompileCache();
await import('./server-role');
