import { AddressSavedSplash } from '@saf/ui';

/** The "profile updated" splash after an address change, loaded only when it is shown. */
export default function AddressSaved({ onDone }: { onDone: () => void }) {
  return <AddressSavedSplash onDone={onDone} />;
}
