import { Component, type ErrorInfo, type ReactNode } from 'react'

interface Props {
  name: string
  children: ReactNode
}

/** Keeps a crashing block from taking the page down: the block disappears, the cause is logged. */
export class BlockErrorBoundary extends Component<Props, { failed: boolean }> {
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
