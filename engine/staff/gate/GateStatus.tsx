import { LoadingStatus } from '../../ui/LoadingStatus';
import { GateBand } from './GateCard';

/** A step in progress: a spinner and what is happening. */
export function GateStatus({ text }: { text: string }) {
  return (
    <GateBand>
      <LoadingStatus text={text} py={10} />
    </GateBand>
  );
}
