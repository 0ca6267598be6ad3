import * as Schema from "effect/Schema"
import * as SchemaAST from "effect/SchemaAST"
import type * as JsonSchema from "effect/JsonSchema"
import * as catalogue from "./catalogue.js"
import * as checkout from "./checkout.js"
import * as customer from "./customer.js"
import { ErrorEnvelope } from "./envelope.js"
import * as misc from "./misc.js"
import * as order from "./order.js"
import * as performance from "./performance.js"
import * as purchase from "./purchase.js"
import * as requests from "./requests.js"
import * as session from "./session.js"
import * as timer from "./timer.js"
import * as venue from "./venue.js"

/** Every entity and request body of the v2 contract, by the name its definition gets. */
const namedSchemas: Record<string, Schema.Top> = {
  ErrorEnvelope,
  ShowImage: purchase.ShowImage,
  FunctionDate: purchase.FunctionDate,
  CartShow: purchase.CartShow,
  HeldPosition: purchase.HeldPosition,
  CartLine: purchase.CartLine,
  PurchaseProcess: purchase.PurchaseProcess,
  User: session.User,
  Session: session.Session,
  BusinessTimer: timer.BusinessTimer,
  BusinessLocalTimer: timer.BusinessLocalTimer,
  BusinessProcess: timer.BusinessProcess,
  Zone: venue.Zone,
  Venue: venue.Venue,
  ShowType: catalogue.ShowType,
  ShowTypeList: catalogue.ShowTypeList,
  ShowCard: catalogue.ShowCard,
  ShowDetail: catalogue.ShowDetail,
  Billboard: catalogue.Billboard,
  ShowSearchPage: catalogue.ShowSearchPage,
  Seat: performance.Seat,
  Sector: performance.Sector,
  Promotion: performance.Promotion,
  PerformanceSummary: performance.PerformanceSummary,
  Performance: performance.Performance,
  DeliveryType: checkout.DeliveryType,
  ExtraProduct: checkout.ExtraProduct,
  PaymentMethod: checkout.PaymentMethod,
  CardInstallment: checkout.CardInstallment,
  CardInstallments: checkout.CardInstallments,
  CardPayment: checkout.CardPayment,
  PaymentStatus: checkout.PaymentStatus,
  BirthDate: customer.BirthDate,
  Address: customer.Address,
  Phone: customer.Phone,
  Customer: customer.Customer,
  LoginResult: customer.LoginResult,
  ExternalProfile: customer.ExternalProfile,
  Ticket: order.Ticket,
  OrderPerformance: order.OrderPerformance,
  Bill: order.Bill,
  Order: order.Order,
  Booking: order.Booking,
  OrderHistory: order.OrderHistory,
  NewsletterSubscription: misc.NewsletterSubscription,
  ContactMessage: misc.ContactMessage,
  LanguageOption: misc.LanguageOption,
  PagingQuery: requests.PagingQuery,
  ShowSearchRequest: requests.ShowSearchRequest,
  PromotionsForSeatsRequest: requests.PromotionsForSeatsRequest,
  PromotionsForGroupRequest: requests.PromotionsForGroupRequest,
  TakeSeatsRequest: requests.TakeSeatsRequest,
  TakeBestAvailableRequest: requests.TakeBestAvailableRequest,
  InvalidateProcessRequest: requests.InvalidateProcessRequest,
  ReleaseFunctionRequest: requests.ReleaseFunctionRequest,
  ChangeSectorRequest: requests.ChangeSectorRequest,
  SelectDeliveryTypeRequest: requests.SelectDeliveryTypeRequest,
  SelectExtraProductsRequest: requests.SelectExtraProductsRequest,
  SelectPaymentMethodRequest: requests.SelectPaymentMethodRequest,
  ChargeRequest: requests.ChargeRequest,
  LoginRequest: requests.LoginRequest,
  ExternalCodeRequest: requests.ExternalCodeRequest,
  SignUpRequest: requests.SignUpRequest,
  UpdatePersonalDataRequest: requests.UpdatePersonalDataRequest,
  ChangePasswordRequest: requests.ChangePasswordRequest,
  RecoveryCodeRequest: requests.RecoveryCodeRequest,
  ResetPasswordRequest: requests.ResetPasswordRequest,
  AddressRequest: requests.AddressRequest,
  PhoneRequest: requests.PhoneRequest,
}

/** The names under `$defs` of the contract document. */
export const contractDefinitionNames: ReadonlyArray<string> = Object.keys(namedSchemas)

/** Schemas that already carry their identifier keep it, so nested uses become `$ref`s to one definition. */
const withIdentifier = (name: string, schema: Schema.Top): Schema.Top =>
  SchemaAST.resolveIdentifier(schema.ast) === name ? schema : schema.annotate({ identifier: name })

export interface ContractJsonSchema {
  readonly $schema: "https://json-schema.org/draft/2020-12/schema"
  readonly title: string
  readonly $defs: JsonSchema.Definitions
}

/** One JSON Schema (draft 2020-12) document with a definition per entity and request body; the server publishes it. */
export const contractJsonSchema = (): ContractJsonSchema => {
  const everySchema = Schema.Struct(
    Object.fromEntries(Object.entries(namedSchemas).map(([name, schema]) => [name, withIdentifier(name, schema)])),
  )
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: "boleteria v2 contract",
    $defs: Schema.toJsonSchemaDocument(everySchema).definitions,
  }
}
