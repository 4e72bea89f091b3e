import { FollowToggle } from '../../../components/follow/follow-toggle';
import { tipFollowMachine, tipsterFollowMachine } from '../../../../machines/tips/tips.loaders';

interface FollowProps {
  id: number;
  followed: boolean;
  followers: number;
  /** The tipster's or tip's name, for the button's accessible name. */
  name: string;
}

/** Follow or stop following a tipster (members; a guest is asked to log in), shown at once and rolled back on failure. */
export function FollowTipsterButton(props: FollowProps) {
  return <FollowToggle machine={tipsterFollowMachine} kind="tipster" {...props} />;
}

/** Save a tip to "my tips" or remove it (members), optimistic like the tipster's. */
export function FollowTipButton(props: FollowProps) {
  return <FollowToggle machine={tipFollowMachine} kind="tip" {...props} />;
}
