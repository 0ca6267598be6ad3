import { useT } from "../../../app/ShopContext.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import * as styles from "../common/AccountPage.css.js"
import { LiveRegion } from "../common/LiveRegion.js"
import type { useSaveExtras } from "./useSaveExtras.js"

interface SaveExtrasFooterProps {
  readonly extras: ReturnType<typeof useSaveExtras>
  /** The notice shown once saved, already translated; null until then. */
  readonly savedNotice: string | null
}

/** The end of the alias and additional-data forms: the save outcome, announced, and the save button. */
export const SaveExtrasFooter = ({ extras, savedNotice }: SaveExtrasFooterProps) => {
  const t = useT()
  return (
    <>
      <LiveRegion>
        {extras.failure !== null && <ApiFailureMessage failure={extras.failure} />}
        {savedNotice !== null && <p className={styles.notice}>{savedNotice}</p>}
      </LiveRegion>
      <div className={styles.actions}>
        <Button type="submit" busy={extras.isRunning}>
          {t(extras.isRunning ? "account.saving" : "account.save")}
        </Button>
      </div>
    </>
  )
}
