// The guards live in route-guards.tsx; this name stays for the pages that already import it.
export { RequireSignIn } from './route-guards';
