import { randomUUID } from 'node:crypto'
import type { UpstreamProfile } from '#app/upstream/customer-profile.schema.ts'
import { resetGuestBackOffice } from './guest-back-office.ts'
import { resetVaccineRecordBackOffice } from './vaccine-record-back-office.ts'
import { resetLinkingBackOffice } from './linking-back-office.ts'
import { resetPharmacyBackOffice } from './pharmacy-back-office.ts'
import { seedAccounts, type SeedAccount } from './seed.ts'
import { resetWalletBackOffice } from './wallet-back-office.ts'

/**
 * The simulated back office: one in-memory store that every mock handler reads
 * and writes, so a created account can sign in and a wrong password fails.
 * It is the upstream's memory, not the app's: the app itself stays stateless.
 */
export type Account = SeedAccount & { socialLinks: { GOOGLE?: string } }

type State = {
  accounts: Map<string, Account>
  /** Live access tokens: token -> the user and the sign-in (grant) it belongs to; renewals share their grant. */
  accessTokens: Map<string, { userId: string; grant: string }>
  /** Google ID tokens the simulated Google issued: token -> Google identity. */
  googleIdTokens: Map<string, GoogleIdentity>
  /** Password-reset tokens: token -> email, until used once. */
  resetTokens: Map<string, string>
  /** Emails the back office "sent", newest last. */
  outbox: Array<{ to: string; subject: string; link: string; sentAt: string }>
  /** Authorization codes the simulated providers issued, until exchanged once. */
  authorizationCodes: Map<string, AuthorizationGrant>
}

export type AuthorizationGrant = {
  provider: 'idp' | 'google'
  subject: { userId: string } | { google: GoogleIdentity }
  codeChallenge: string
  redirectUri: string
}

export type GoogleIdentity = { email: string; firstName: string; lastName: string; subject: string }

let state: State = freshState()

function freshState(): State {
  return {
    accounts: new Map(seedAccounts().map((account) => [account.email, { ...account, socialLinks: {} }])),
    accessTokens: new Map(),
    googleIdTokens: new Map(),
    authorizationCodes: new Map(),
    resetTokens: new Map(),
    outbox: [],
  }
}

export function resetBackOffice() {
  state = freshState()
  resetPharmacyBackOffice()
  resetWalletBackOffice()
  resetGuestBackOffice()
  resetVaccineRecordBackOffice()
  resetLinkingBackOffice()
}

export const backOffice = {
  accountByEmail(email: string) {
    return state.accounts.get(email.trim().toLowerCase())
  },
  accountByUserId(userId: string) {
    return [...state.accounts.values()].find((account) => account.userId === userId)
  },
  accountLinkedTo(provider: 'GOOGLE', subject: string) {
    return [...state.accounts.values()].find((account) => account.socialLinks[provider] === subject)
  },
  createAccount(input: { email: string; password: string; firstName: string; lastName: string }) {
    const email = input.email.trim().toLowerCase()
    const userId = randomUUID()
    const now = new Date().toISOString()
    const profile: UpstreamProfile = {
      id: userId,
      firstName: input.firstName,
      lastName: input.lastName,
      emails: [{ address: email, verifiedDate: null }],
      loyaltyCardNumber: null,
      phones: {},
      createdDate: now,
      addresses: [],
      bannerSpecificDetails: [],
    }
    const account: Account = {
      ...input,
      email,
      userId,
      emailVerified: false,
      authorities: 'newer',
      profile,
      socialLinks: {},
    }
    state.accounts.set(email, account)
    return account
  },
  /** A token for a new sign-in, or (with `renewing`) a renewal that belongs to the same sign-in. */
  issueAccessToken(userId: string, renewing?: string) {
    const token = `mock-access-${randomUUID()}`
    const grant = (renewing ? state.accessTokens.get(renewing)?.grant : undefined) ?? randomUUID()
    state.accessTokens.set(token, { userId, grant })
    return token
  },
  accountForAuthorization(header: string | null) {
    const token = header?.replace(/^Bearer /, '')
    const userId = token ? state.accessTokens.get(token)?.userId : undefined
    return userId ? this.accountByUserId(userId) : undefined
  },
  /**
   * Logout: the token and every token renewed from the same sign-in stop
   * working at once, for every simulated service (they all ask
   * `accountForAuthorization`). An unknown token is a no-op (RFC 7009).
   */
  revokeSignIn(token: string) {
    const grant = state.accessTokens.get(token)?.grant
    if (!grant) return
    for (const [candidate, entry] of state.accessTokens) if (entry.grant === grant) state.accessTokens.delete(candidate)
  },
  registerGoogleIdToken(token: string, identity: GoogleIdentity) {
    state.googleIdTokens.set(token, identity)
  },
  googleIdentity(token: string) {
    return state.googleIdTokens.get(token)
  },
  /** Emails a reset link when the account exists; says nothing either way. */
  sendPasswordReset(email: string, resetUrl: string) {
    const account = this.accountByEmail(email)
    if (!account) return
    const token = randomUUID()
    state.resetTokens.set(token, account.email)
    const link = new URL(resetUrl)
    link.searchParams.set('token', token)
    state.outbox.push({
      to: account.email,
      subject: 'Reset your password',
      link: link.href,
      sentAt: new Date().toISOString(),
    })
  },
  resetTokenValid(token: string) {
    return state.resetTokens.has(token)
  },
  resetPassword(token: string, password: string) {
    const email = state.resetTokens.get(token)
    state.resetTokens.delete(token)
    const account = email ? this.accountByEmail(email) : undefined
    if (!account) return false
    account.password = password
    return true
  },
  /** A text message to a mobile phone (10 digits), read in the same simulated inbox as the emails. */
  sendText(phone: string, subject: string, link: string) {
    state.outbox.push({ to: phone, subject, link, sentAt: new Date().toISOString() })
  },
  /** An email address's messages, or a phone's (given with or without dashes). */
  outboxFor(address: string) {
    const to = /^[\d\s().-]+$/.test(address) ? address.replace(/\D/g, '') : address.trim().toLowerCase()
    return state.outbox.filter((message) => message.to === to)
  },
  issueAuthorizationCode(grant: AuthorizationGrant) {
    const code = `mock-code-${randomUUID()}`
    state.authorizationCodes.set(code, grant)
    return code
  },
  /** A code works once (RFC 6749 section 4.1.2). */
  redeemAuthorizationCode(code: string) {
    const grant = state.authorizationCodes.get(code)
    state.authorizationCodes.delete(code)
    return grant
  },
}
