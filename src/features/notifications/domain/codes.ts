/** Virtual-bank info polling of the message line, S1 §9. */
export const VBANK_POLL_MS = 300_000
