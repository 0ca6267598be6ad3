import { useT, useTenant } from "../../../app/ShopContext.js"
import { AccountPage } from "../common/AccountPage.js"
import { QueryView } from "../common/QueryView.js"
import { useCustomer } from "../common/accountQueries.js"
import { PersonalDataForm } from "./PersonalDataForm.js"
import { PersonalDataSummary } from "./PersonalDataSummary.js"

/** My data (SPEC §2 /myData): the customer's personal data, editable when the tenant allows it. */
export const MyDataPage = () => {
  const t = useT()
  const tenant = useTenant()
  const customer = useCustomer()
  return (
    <AccountPage title={t("account.myData.title")} lead={t("account.myData.lead")}>
      <QueryView query={customer} loadingLabel={t("account.myData.loading")}>
        {(data) =>
          tenant.flags.myDataEdit ? (
            <PersonalDataForm customer={data} onSaved={customer.reload} />
          ) : (
            <PersonalDataSummary customer={data} />
          )
        }
      </QueryView>
    </AccountPage>
  )
}
