import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  blockType: string;
  children: ReactNode;
}

/** What a visitor sees in place of a block that could not render. */
export function BlockFailed() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Alert severity="warning">
        This section could not be shown. Please reload the page or try again later.
      </Alert>
    </Container>
  );
}

/** One broken block shows a notice in its place instead of blanking the page. */
export class BlockErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(
      `The "${this.props.blockType}" block failed to render`,
      error,
      info.componentStack,
    );
  }

  render() {
    return this.state.failed ? <BlockFailed /> : this.props.children;
  }
}
