/** The communication preferences page's texts: a module of its own, as it is the only reader (decision 0097). */
export const COMM_PREFS_TEXTS = {
  commPrefsTitle: 'Communication Preferences',
  commPrefsIntro: 'Choose how the pharmacy lets you know about your prescriptions.',
  viewingPatient: 'Viewing Patient',
  show: 'Show',
  notifyBy: 'Notify Me By',
  notifyByText: 'Text message',
  notifyByEmail: 'Email',
  notifyByVoice: 'Phone call',
  voicePreference: 'Phone to Call',
  voicePhones: { HOME: 'Home phone', MOBILE: 'Mobile phone' },
  smsTypesLegend: 'Text Me About',
  savePreferences: 'Save Preferences',
} as const
