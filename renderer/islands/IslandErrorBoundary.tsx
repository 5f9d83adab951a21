import { Component, type ErrorInfo, type ReactNode } from 'react'

interface Props {
  name: string
  children: ReactNode
}

/** Keeps a crashing island (in the browser) from taking the page down: it disappears, the cause is logged. */
export class IslandErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[blocks] ${this.props.name} crashed while rendering: ${error.message}`, info.componentStack)
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}
