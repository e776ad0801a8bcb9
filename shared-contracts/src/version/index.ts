/** The @usb/contracts version this build was made with (written from package.json by scripts/generate.mjs). */
export { CONTRACTS_VERSION } from '../generated/contracts-version';
