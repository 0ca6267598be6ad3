import { useT, useTenant } from "../../app/ShopContext.js"
import { ShopLink } from "../../components/ShopLink.js"
import { useVariants } from "../shellHooks.js"
import * as styles from "./Footer.css.js"
import {
  EXTERNAL_PAGES,
  PARTNER_LOGOS,
  paymentLogos,
  PICKUP_AUTHORISATION_PDF,
  SOCIAL_LINKS,
  WITHDRAWAL_PAGE,
  type LogoImage,
} from "./footerLinks.js"
import { NewsletterForm } from "./NewsletterForm.js"

interface LogoRowProps {
  readonly title: string
  readonly logos: ReadonlyArray<LogoImage>
  readonly kind: "payments" | "partners"
}

const LogoRow = ({ title, logos, kind }: LogoRowProps) => {
  const t = useT()
  if (logos.length === 0) return null
  return (
    <section className={styles.logoSection}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.logos}>
        {logos.map((logo) => (
          <li key={logo.name}>
            <img
              src={logo.src}
              alt={t(`footer.${kind}.${logo.name}`)}
              width={kind === "payments" ? 80 : 160}
              height={40}
              loading="lazy"
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The one footer every variant shares (SPEC §2): the variant's fixed links, the legal and
 * external pages, the "Botón de arrepentimiento", the newsletter, and the logo rows.
 */
export const Footer = () => {
  const t = useT()
  const tenant = useTenant()
  const { footer: variant } = useVariants()
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <nav aria-label={t("footer.help")} className={styles.column}>
          <h2 className={styles.heading}>{t("footer.help")}</h2>
          <ul className={styles.links}>
            {variant.footerLinks.map((name) => (
              <li key={name}>
                <ShopLink to={`/${name}`} className={styles.link}>
                  {t(`footer.links.${name}`)}
                </ShopLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("footer.legal")} className={styles.column}>
          <h2 className={styles.heading}>{t("footer.legal")}</h2>
          <ul className={styles.links}>
            <li>
              <ShopLink to={WITHDRAWAL_PAGE} className={styles.withdrawal}>
                {t("footer.withdrawal")}
              </ShopLink>
            </li>
            <li>
              <a href={PICKUP_AUTHORISATION_PDF} className={styles.link} type="application/pdf">
                {t("footer.pickupAuthorisation")}
              </a>
            </li>
            <li>
              <a href={EXTERNAL_PAGES.dataProtection} className={styles.link}>
                {t("footer.dataProtection")}
              </a>
            </li>
            <li>
              <a href={EXTERNAL_PAGES.taxAuthority} className={styles.link}>
                {t("footer.taxAuthority")}
              </a>
            </li>
          </ul>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>{t("footer.business")}</h2>
          <ul className={styles.links}>
            <li>
              <a href={EXTERNAL_PAGES.sellWithUs} className={styles.link}>
                {t("footer.sellWithUs")}
              </a>
            </li>
            <li>
              <a href={EXTERNAL_PAGES.provider} className={styles.link}>
                {t("footer.provider")}
              </a>
            </li>
          </ul>
          <h2 className={styles.heading}>{t("footer.followUs")}</h2>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map(({ name, href, Icon }) => (
              <li key={name}>
                <a href={href} className={styles.socialLink} aria-label={t(`footer.social.${name}`)}>
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.column}>
          <NewsletterForm />
        </div>
      </div>
      <div className={styles.logoRows}>
        <LogoRow title={t("footer.paymentMethods")} logos={paymentLogos(tenant.acceptedPayments)} kind="payments" />
        <LogoRow title={t("footer.partnersTitle")} logos={PARTNER_LOGOS} kind="partners" />
      </div>
      <p className={styles.copyright}>{t("footer.copyright", { year: tenant.copyrightYear, name: tenant.name })}</p>
    </footer>
  )
}
