import { invalid, valid, type Check } from "./result.js"

/** A booking is only taken once the shopper ticks the reservation conditions. */
export const validateReservationConditions = (accepted: boolean): Check =>
  accepted ? valid(undefined) : invalid("validation.reservation.conditionsRequired")

/** Sign-up needs the terms and conditions accepted (shown in a popup for this tenant). */
export const validateTermsAccepted = (accepted: boolean): Check =>
  accepted ? valid(undefined) : invalid("validation.signUp.termsRequired")
