import { Component, Suspense, type ReactNode } from "react"
import { ChunkLoadError } from "../app/chunkLoad.js"
import { PageSkeleton } from "./PageSkeleton.js"
import { ReloadOffer, type PageFailure } from "./ReloadOffer.js"

interface BoundaryProps {
  /** The page's address: a failure belongs to the page it happened on, and navigating away clears it. */
  readonly resetKey: string
  readonly children: ReactNode
}

interface BoundaryState {
  readonly resetKey: string
  readonly failure: PageFailure | null
}

/** Catches what a page throws while loading or rendering, so the shell around it stays. */
export class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { resetKey: this.props.resetKey, failure: null }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: error instanceof ChunkLoadError ? "loadFailed" : "renderFailed" }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, failure: null }
  }

  override render() {
    return this.state.failure === null ? this.props.children : <ReloadOffer failure={this.state.failure} />
  }
}

/**
 * Where a lazily loaded page goes: its skeleton while the chunk loads, then the page, or (SPEC §8)
 * an offer to reload when the chunk fails or times out. Never a blank page.
 */
export const PageBoundary = ({ resetKey, children }: BoundaryProps) => (
  <PageErrorBoundary resetKey={resetKey}>
    <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
  </PageErrorBoundary>
)
