import type { Language } from '#app/i18n/language.ts'
import { defineMessages, textsOf, translator } from '#app/i18n/messages.server.ts'
import { PROFILE_MESSAGES } from './profile-messages.ts'
import { PROFILE_TEXTS } from './profile-texts.ts'

/**
 * The patient profile in both languages (issue 36). The English catalog reuses the texts the specs' tests read;
 * `{{name}}` is a patient's name, `{{street}}` an address's first line, `{{program}}` the marketing program's name.
 */
const PATIENT_PROFILE = defineMessages('patientProfile', {
  en: {
    title: PROFILE_TEXTS.profileTitle,
    relationshipSelf: PROFILE_TEXTS.relationships.SELF!,
    relationshipChild: PROFILE_TEXTS.relationships.CHILD!,
    relationshipPet: PROFILE_TEXTS.relationships.PET!,
    relationshipOtherAdult: PROFILE_TEXTS.relationships.OTHER_ADULT!,
    relationshipCaregiver: PROFILE_TEXTS.relationships.CAREGIVER!,
    relationshipManagedAdult: PROFILE_TEXTS.relationships.MANAGED_ADULT!,
    waitingForApproval: PROFILE_TEXTS.waitingForApproval,
    requestedOn: PROFILE_TEXTS.requestedOn('{{date}}'),
    pendingRequests: PROFILE_TEXTS.pendingRequests,
    noPendingRequests: PROFILE_TEXTS.noPendingRequests,
    marketingHeading: PROFILE_TEXTS.marketingHeading,
    marketingQuestion: PROFILE_TEXTS.marketingQuestion('{{program}}'),
    marketingEnrolled: PROFILE_TEXTS.marketingStatus.ENROLLED,
    marketingDeclined: PROFILE_TEXTS.marketingStatus.DECLINED,
    marketingExpired: PROFILE_TEXTS.marketingStatus.EXPIRED,
    marketingNeverAsked: PROFILE_TEXTS.marketingStatus.NEVER_ASKED,
    marketingPending: PROFILE_TEXTS.marketingStatus.PENDING,
    reviewMarketing: PROFILE_TEXTS.reviewMarketing,
    addPatient: PROFILE_TEXTS.addPatient,
    managePatientAccess: PROFILE_TEXTS.managePatientAccess,
    goToPrescriptions: PROFILE_TEXTS.goToPrescriptions,
    relationship: PROFILE_TEXTS.relationship,
    dateOfBirth: PROFILE_TEXTS.dateOfBirth,
    homePhone: PROFILE_TEXTS.homePhone,
    mobilePhone: PROFILE_TEXTS.mobilePhone,
    email: PROFILE_TEXTS.email,
    loyaltyCard: PROFILE_TEXTS.loyaltyCard,
    alternateId: PROFILE_TEXTS.alternateId,
    notOnFile: PROFILE_TEXTS.notOnFile,
    change: PROFILE_TEXTS.change,
    changeLoyalty: PROFILE_TEXTS.changeLoyalty('{{name}}'),
    addresses: PROFILE_TEXTS.addresses,
    noAddresses: PROFILE_TEXTS.noAddresses,
    severalAddresses: PROFILE_TEXTS.severalAddresses,
    defaultAddress: PROFILE_TEXTS.defaultAddress,
    sharedAddress: PROFILE_TEXTS.sharedAddress,
    edit: PROFILE_TEXTS.edit,
    editAddressOf: PROFILE_TEXTS.editAddressOf('{{street}}', '{{name}}'),
    delete: PROFILE_TEXTS.delete,
    deleteAddressOf: PROFILE_TEXTS.deleteAddressOf('{{street}}', '{{name}}'),
    addAddress: PROFILE_TEXTS.addAddress,
    addAddressFor: PROFILE_TEXTS.addAddressFor('{{name}}'),
    relationshipsFailed: PROFILE_MESSAGES.relationshipsFailed,
  },
  es: {
    title: 'Perfil del paciente',
    relationshipSelf: 'Usted',
    relationshipChild: 'Hijo',
    relationshipPet: 'Mascota',
    relationshipOtherAdult: 'Otro adulto',
    relationshipCaregiver: 'Bajo su cuidado',
    relationshipManagedAdult: 'Adulto que usted administra',
    waitingForApproval: 'En espera de aprobación',
    requestedOn: 'solicitado el {{date}}',
    pendingRequests: 'Solicitudes pendientes',
    noPendingRequests: 'No tiene solicitudes en espera de aprobación.',
    marketingHeading: 'Ofertas y novedades',
    marketingQuestion:
      '¿Desea recibir ofertas y novedades de {{program}} de su farmacia? Puede cambiar su respuesta en cualquier momento.',
    marketingEnrolled: 'Usted recibe estas ofertas.',
    marketingDeclined: 'Usted eligió no recibir estas ofertas.',
    marketingExpired: 'Su respuesta venció.',
    marketingNeverAsked: 'Todavía no ha respondido.',
    marketingPending: 'Se está confirmando su respuesta.',
    reviewMarketing: 'Revisar su elección',
    addPatient: 'Agregar un paciente',
    managePatientAccess: 'Administrar el acceso de pacientes',
    goToPrescriptions: 'Ir a Mis recetas',
    relationship: 'Parentesco',
    dateOfBirth: 'Fecha de nacimiento',
    homePhone: 'Teléfono de casa',
    mobilePhone: 'Teléfono celular',
    email: 'Correo electrónico',
    loyaltyCard: 'Número de tarjeta de cliente frecuente',
    alternateId: 'Identificación alternativa',
    notOnFile: '--',
    change: 'Cambiar',
    changeLoyalty: 'Cambiar la tarjeta de cliente frecuente de {{name}}',
    addresses: 'Direcciones',
    noAddresses: 'No hay ninguna dirección registrada.',
    severalAddresses:
      'Este paciente tiene más de una dirección registrada solo para él. Verifique que la marcada como Predeterminada sea donde vive.',
    defaultAddress: 'Predeterminada',
    sharedAddress: 'Compartida con otro paciente',
    edit: 'Editar',
    editAddressOf: 'Editar {{street}} de {{name}}',
    delete: 'Eliminar',
    deleteAddressOf: 'Eliminar {{street}} de {{name}}',
    addAddress: 'Agregar dirección',
    addAddressFor: 'Agregar dirección de {{name}}',
    relationshipsFailed: 'No pudimos cargar sus solicitudes. Inténtelo de nuevo.',
  },
})

const RELATIONSHIP_KEY = {
  SELF: 'relationshipSelf',
  CHILD: 'relationshipChild',
  PET: 'relationshipPet',
  OTHER_ADULT: 'relationshipOtherAdult',
  CAREGIVER: 'relationshipCaregiver',
  MANAGED_ADULT: 'relationshipManagedAdult',
} as const

const MARKETING_KEY = {
  ENROLLED: 'marketingEnrolled',
  REENROLLED: 'marketingEnrolled',
  DECLINED: 'marketingDeclined',
  EXPIRED: 'marketingExpired',
  NEVER_ASKED: 'marketingNeverAsked',
  PENDING: 'marketingPending',
} as const

/** The profile's words in a language, and the ones that name a patient, an address or a relationship. */
export function profileWordsIn(language: Language) {
  const t = translator(PATIENT_PROFILE, language)
  return {
    texts: textsOf(PATIENT_PROFILE, language),
    /** A relationship type as the profile says it; one it does not know, as the pharmacy sends it. */
    relationship: (type: string) =>
      type in RELATIONSHIP_KEY ? t(RELATIONSHIP_KEY[type as keyof typeof RELATIONSHIP_KEY]) : type,
    marketingStatus: (status: keyof typeof MARKETING_KEY) => t(MARKETING_KEY[status]),
    marketingQuestion: (program: string) => t('marketingQuestion', { program }),
    requestedOn: (date: string) => t('requestedOn', { date }),
    changeLoyalty: (name: string) => t('changeLoyalty', { name }),
    editAddressOf: (street: string, name: string) => t('editAddressOf', { street, name }),
    deleteAddressOf: (street: string, name: string) => t('deleteAddressOf', { street, name }),
    addAddressFor: (name: string) => t('addAddressFor', { name }),
  }
}

/** The words the profile's components show as they are (those with a name or a date come resolved). */
export type ProfileTexts = ReturnType<typeof profileWordsIn>['texts']
