/**
 * Nothing to start. The file must exist: without one here the bundler takes the instrumentation
 * file of the enclosing project (the app's, which opens the database).
 */
export function register(): void {}
