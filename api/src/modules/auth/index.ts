/** The auth module: the accounts' REST endpoints (login, sign-up, activation, reset) behind `app.auth`. */
export { default } from './auth-plugin';
