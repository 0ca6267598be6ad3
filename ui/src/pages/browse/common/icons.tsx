import type { SVGProps } from "react"

type IconProps = Omit<SVGProps<SVGSVGElement>, "children">

/** Icons are inline SVG (nothing loads from other hosts); they are decorative, the control carries the name. */
const Icon = ({ shape, ...rest }: IconProps & { readonly shape: string }) => (
  <svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...rest}
  >
    <path d={shape} />
  </svg>
)

export const ChevronLeftIcon = (props: IconProps) => <Icon shape="M15 18l-6-6 6-6" {...props} />
export const ChevronRightIcon = (props: IconProps) => <Icon shape="M9 18l6-6-6-6" {...props} />
export const PauseIcon = (props: IconProps) => <Icon shape="M8 5v14M16 5v14" {...props} />
export const PlayIcon = (props: IconProps) => <Icon shape="M7 4l13 8-13 8z" {...props} />
export const PinIcon = (props: IconProps) => (
  <Icon
    shape="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"
    {...props}
  />
)
