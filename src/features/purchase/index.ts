/**
 * Buying usage rights (S1 §2 Purchase). What other features may use: the pending virtual
 * account call the message line shows.
 */
export { vaInfo, vbankInfoSchema } from './services/contract'
