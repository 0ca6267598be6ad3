import {
  cardBinOf,
  cardDigits,
  detectCardBrand,
  DocumentType,
  holderFormValuesOf,
  preselectedSavedCard,
  readPaymentForm,
  readSavedCardForm,
  validatePaymentForm,
  validateSavedCardForm,
  type CardSummary,
  type ChargeRequest,
  type PaymentFormContext,
  type PaymentFormField,
} from "@boleteria/core"
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react"
import { useLiveTab, useLocale, useSession, useT, useTenant } from "../../../app/ShopContext.js"
import { useToday } from "../../../app/useToday.js"
import { Button } from "../../../components/Button.js"
import { CheckField, ChoiceField, TextField } from "../../../components/form/Field.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import { focusFirstInvalid, useFormState } from "../../../components/form/useFormState.js"
import { usePaymentVerification } from "../checkoutMachines.js"
import * as checkoutStyles from "../checkout.css.js"
import { Price } from "../../../components/Price.js"
import { useCardAmounts, useFullPriceAgreement } from "./cardAmounts.js"
import { InstallmentsField } from "./InstallmentsField.js"
import { PromotionDropNotice } from "./PromotionDropNotice.js"
import { SavedCardChoice, useSavedCards } from "./SavedCards.js"
import { useInstallments, type InstallmentsCall } from "./useInstallments.js"

const initialValues = (email: string) => ({
  cardholderName: "",
  cardNumber: "",
  expiryMonth: "",
  expiryYear: "",
  securityCode: "",
  installments: "",
  documentType: "DNI" as string | null,
  documentNumber: "",
  email,
  birthDay: "",
  birthMonth: "",
  birthYear: "",
})
type CardFormValues = ReturnType<typeof initialValues>
type TextName = Exclude<keyof CardFormValues, "documentType" | "installments">

/** A box of digits in a row of them; its words are locale keys. */
interface DigitsBox {
  readonly name: TextName
  readonly label: string
  readonly autoComplete: string
  readonly maxLength: number
  readonly placeholder?: string
  readonly hint?: string
}

/** The card's expiry (month, year) and its security code, in a row. */
const CARD_CODES: ReadonlyArray<DigitsBox> = [
  {
    name: "expiryMonth",
    label: "payment.form.expiryMonth",
    autoComplete: "cc-exp-month",
    placeholder: "payment.form.expiryMonthPlaceholder",
    maxLength: 2,
  },
  {
    name: "expiryYear",
    label: "payment.form.expiryYear",
    autoComplete: "cc-exp-year",
    placeholder: "payment.form.expiryYearPlaceholder",
    maxLength: 4,
  },
  {
    name: "securityCode",
    label: "payment.form.securityCode",
    autoComplete: "cc-csc",
    maxLength: 4,
    hint: "payment.form.securityCodeHint",
  },
]

/** The birth date's three boxes, in the order they are read (day, month, year). */
const BIRTH_PARTS: ReadonlyArray<DigitsBox> = [
  { name: "birthDay", label: "payment.form.birthDay", autoComplete: "bday-day", maxLength: 2 },
  { name: "birthMonth", label: "payment.form.birthMonth", autoComplete: "bday-month", maxLength: 2 },
  { name: "birthYear", label: "payment.form.birthYear", autoComplete: "bday-year", maxLength: 4 },
]

interface Props {
  readonly idProcesoDeCompra: number
  readonly nFormaDePago: number | null
  /** False while a payment of this purchase is being verified: the form waits, filled in. */
  readonly canPay: boolean
  /**
   * Paying outside this tab's checkout (a payment link, /linkPago): the checked form and what may be
   * known of the card; without it, the form goes to this tab's payment verification.
   */
  readonly pay?: (request: ChargeRequest, card: CardSummary) => void
  /** Where the instalments come from when not the purchase's own call (a payment link's). */
  readonly askInstallments?: InstallmentsCall
}

/**
 * The card form of SPEC §3 with every check of SPEC §5 (core's validatePaymentForm), installments
 * by BIN, and paying: the form goes to this tab's card vault, and the event carries only its
 * reference, the BIN and the last 4 digits, never the card number.
 */
export const CardForm = ({ idProcesoDeCompra, nFormaDePago, canPay, pay, askInstallments }: Props) => {
  const t = useT()
  const tenant = useTenant()
  const tab = useLiveTab()
  const payment = usePaymentVerification()
  const session = useSession()
  const today = useToday()
  const context = useMemo<PaymentFormContext>(
    () => ({ today, flags: tenant.flags, securityCodeLengths: tenant.cardSecurityCodeLengths }),
    [today, tenant],
  )
  // Saved cards are the signed-in shopper's own checkout's (a payment link's payer is someone else).
  const savedCards = useSavedCards(pay === undefined && session.isLoggedIn)
  const [chosenAlias, setChosenAlias] = useState<string | null>(null)
  // The newest card still valid comes chosen, once; "another card" stays the shopper's choice after.
  const [preselected, setPreselected] = useState(false)
  useEffect(() => {
    if (preselected || savedCards.length === 0) return
    setPreselected(true)
    setChosenAlias(preselectedSavedCard(savedCards, today)?.cAliasToken ?? null)
  }, [preselected, savedCards, today])
  const savedCard = savedCards.find((card) => card.cAliasToken === chosenAlias) ?? null
  const knownHolder = savedCard === null ? null : holderFormValuesOf(savedCard)
  // The holder the card remembers fills the form; the shopper may still change it.
  const [editingHolder, setEditingHolder] = useState(false)
  const [saveCard, setSaveCard] = useState(false)
  const validate = useCallback(
    (values: CardFormValues) =>
      savedCard === null ? validatePaymentForm(values, context) : validateSavedCardForm(values, context),
    [context, savedCard],
  )
  const form = useFormState(initialValues(session.email ?? ""), validate)
  const formElement = useRef<HTMLFormElement>(null)
  const { values, set } = form
  useEffect(() => {
    setEditingHolder(false)
    if (knownHolder === null) return
    for (const [name, value] of Object.entries(knownHolder)) set(name as keyof typeof knownHolder, value)
    // Filled once per card chosen: the shopper's own edits are not overwritten while it stays chosen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosenAlias, knownHolder !== null, set])
  const holderErrors = (
    ["documentType", "documentNumber", "birthDay", "birthMonth", "birthYear", "birthdate"] as const
  ).some((name) => form.shownError(name) !== undefined)
  const holderCollapsed = knownHolder !== null && !editingHolder && !holderErrors

  const cardBin = savedCard?.cBin ?? cardBinOf(values.cardNumber)
  const installments = useInstallments(idProcesoDeCompra, nFormaDePago, cardBin, askInstallments)
  const offered = installments.status === "success" ? installments.data.listaCuota : null
  // A new card or method offers its own installments: keep the choice only if it is still offered.
  useEffect(() => {
    const stillOffered = offered?.some((option) => String(option.nCuotas) === values.installments) ?? false
    if (!stillOffered) set("installments", offered?.[0] === undefined ? "" : String(offered[0].nCuotas))
  }, [offered, values.installments, set])
  const chosenInstallments = offered?.find((option) => String(option.nCuotas) === values.installments) ?? null
  const amounts = useCardAmounts(cardBin, chosenInstallments)
  const fullPrice = useFullPriceAgreement(cardBin, amounts)

  const brand = detectCardBrand(cardDigits(values.cardNumber) ?? "")
  const birthdateError = form.shownError("birthdate")

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.submit()
    const agreed = fullPrice.submit()
    if (savedCard !== null) {
      const saved = readSavedCardForm(values, savedCard, context)
      if (!saved.ok || nFormaDePago === null || !agreed) return focusFirstInvalid(formElement.current)
      const request = fullPrice.needed ? { ...saved.request, lSinPromocion: true } : saved.request
      const formRef = tab.vault.keep(request)
      return payment.submit({ idProcesoDeCompra, formRef, nFormaDePago, nCuotas: request.nCuotas, card: saved.card })
    }
    const reading = readPaymentForm(values, context)
    if (!reading.ok || nFormaDePago === null || !agreed) return focusFirstInvalid(formElement.current)
    const request = {
      ...reading.request,
      ...(fullPrice.needed ? { lSinPromocion: true } : {}),
      ...(saveCard && pay === undefined && session.isLoggedIn ? { lGuardarTarjeta: true } : {}),
    }
    if (pay !== undefined) return pay(request, reading.card)
    payment.submit({
      idProcesoDeCompra,
      formRef: tab.vault.keep(request),
      nFormaDePago,
      nCuotas: reading.request.nCuotas,
      card: reading.card,
    })
  }

  // A birth box's leaving shows the date's own message too (31 February).
  const digitsBoxes = (boxes: ReadonlyArray<DigitsBox>, alsoLeft?: PaymentFormField) =>
    boxes.map(({ name, label, placeholder, hint, ...box }) => (
      <TextField
        key={name}
        label={t(label)}
        placeholder={placeholder === undefined ? undefined : t(placeholder)}
        hint={hint === undefined ? undefined : t(hint)}
        inputMode="numeric"
        {...box}
        {...form.text(name, alsoLeft)}
      />
    ))

  return (
    <form
      ref={formElement}
      className={fieldStyles.form}
      noValidate
      onSubmit={submit}
      aria-label={t("payment.form.title")}
    >
      <SavedCardChoice cards={savedCards} chosen={chosenAlias} onChoose={setChosenAlias} />
      <fieldset className={fieldStyles.group} disabled={!canPay}>
        <legend className={fieldStyles.legend}>{t("payment.form.card")}</legend>
        {savedCard !== null && <p>{t("payment.savedCards.noCodeNeeded")}</p>}
        {savedCard === null && (
          <>
            <TextField
              label={t("payment.form.cardNumber")}
              inputMode="numeric"
              autoComplete="cc-number"
              hint={brand === null ? undefined : t("payment.form.brand", { brand: brand.name })}
              {...form.text("cardNumber")}
            />
            <TextField
              label={t("payment.form.cardholderName")}
              autoComplete="cc-name"
              {...form.text("cardholderName")}
            />
            <div className={fieldStyles.row}>{digitsBoxes(CARD_CODES)}</div>
            {pay === undefined && session.isLoggedIn && (
              <CheckField
                label={t("payment.savedCards.save")}
                hint={t("payment.savedCards.saveHint")}
                checked={saveCard}
                onChange={(event) => setSaveCard(event.target.checked)}
              />
            )}
          </>
        )}
        <InstallmentsField
          lookup={installments}
          value={values.installments}
          onChange={(value) => set("installments", value)}
          onBlur={() => form.blur("installments")}
          error={form.shownError("installments")}
        />
        {fullPrice.needed && (
          <PromotionDropNotice
            amounts={amounts}
            agreed={fullPrice.agreed}
            onAgree={fullPrice.agree}
            error={fullPrice.error}
            onOtherCard={() => {
              set("cardNumber", "")
              formElement.current?.querySelector<HTMLInputElement>("input[name='cardNumber']")?.focus()
            }}
          />
        )}
      </fieldset>
      <fieldset className={fieldStyles.group} disabled={!canPay}>
        <legend className={fieldStyles.legend}>{t("payment.form.holder")}</legend>
        {holderCollapsed && knownHolder !== null && (
          <KnownHolder holder={knownHolder} onChange={() => setEditingHolder(true)} />
        )}
        {!holderCollapsed && (
          <div className={fieldStyles.row}>
            <ChoiceField
              label={t("payment.form.documentType")}
              empty={t("payment.form.choose")}
              options={DocumentType.literals}
              optionTexts="payment.documentTypes"
              {...form.choice("documentType")}
            />
            <TextField label={t("payment.form.documentNumber")} {...form.text("documentNumber")} />
          </div>
        )}
        <TextField label={t("payment.form.email")} type="email" autoComplete="email" {...form.text("email")} />
        {!holderCollapsed && (
          <fieldset className={fieldStyles.group}>
            <legend className={fieldStyles.legend}>{t("payment.form.birthdate")}</legend>
            <div className={fieldStyles.row}>{digitsBoxes(BIRTH_PARTS, "birthdate")}</div>
            {birthdateError !== undefined && <p className={fieldStyles.error}>{t(birthdateError)}</p>}
          </fieldset>
        )}
      </fieldset>
      {canPay && (
        <Button type="submit" wide data-testid="pay-button">
          {t("payment.form.pay")} <Price amount={amounts.toPay} />
        </Button>
      )}
    </form>
  )
}

/** The holder a saved card remembers, said in a line, and a way to change it (focus goes to its first field). */
const KnownHolder = ({
  holder,
  onChange,
}: {
  readonly holder: NonNullable<ReturnType<typeof holderFormValuesOf>>
  readonly onChange: () => void
}) => {
  const t = useT()
  const locale = useLocale()
  const birthdate = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    Date.UTC(Number(holder.birthYear), Number(holder.birthMonth) - 1, Number(holder.birthDay)),
  )
  const change = () => {
    onChange()
    // The fields render in place of this line: the first of them takes the focus, so it is never lost.
    requestAnimationFrame(() => document.querySelector<HTMLSelectElement>("select[name='documentType']")?.focus())
  }
  return (
    <div data-testid="known-holder">
      <p>
        {t("payment.savedCards.holderKnown", {
          documentType: t(`payment.documentTypes.${holder.documentType}`),
          documentNumber: holder.documentNumber,
          birthdate,
        })}
      </p>
      <button type="button" className={checkoutStyles.linkButton} onClick={change}>
        {t("payment.savedCards.changeHolder")}
      </button>
    </div>
  )
}
