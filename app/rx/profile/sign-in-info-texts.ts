/** The 'Sign In Information' page's texts (decision 0065): a module of its own, as it is the only reader (0097). */
export const SIGN_IN_INFO_TEXTS = {
  signInTitle: 'Sign In Information',
  signInIntro: 'The email address and password you sign in with, for the pharmacy and the rest of the site.',
  signInName: 'Name',
  signInEmail: 'Email Address',
  emailVerified: 'Verified',
  emailNotVerified: 'Not verified yet',
  verifyEmail: 'Verify Your Email',
  password: 'Password',
  changePassword: 'Change Password',
  editAccount: 'Go to My Account',
  backToProfile: 'Back to Patient Profile',
} as const
