/**
 * The third-party fraud-detection script's side of the contract (spec 3
 * section 7), shared with its stand-in under mocks: the bot manager leaves its
 * telemetry in this first-party cookie, which the server forwards to the wallet.
 */
export const BOT_TELEMETRY_COOKIE = 'bot_telemetry'
