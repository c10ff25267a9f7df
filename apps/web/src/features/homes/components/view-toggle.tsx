/** The list/map toggle of the explore page (spec §2 "a list/map toggle"). */
import { VisuallyHidden } from '@mantine/core';
import { IconList, IconMap } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SegmentedRadios } from '../../../components/segmented-radios';
import type { ExploreView } from '../hooks/use-explore-homes';

/** A toggle option: icon and word; on phones the word is for screen readers only, to keep the header on one line. */
function ToggleLabel({ icon, text, compact }: { icon: ReactNode; text: string; compact?: boolean }) {
  return (
    <>
      {icon}
      {compact ? <VisuallyHidden>{text}</VisuallyHidden> : <span>{text}</span>}
    </>
  );
}

/**
 * "Show homes as a list or on a map".
 * @param compact true on a phone: icons only
 */
export function ViewToggle({
  value,
  onChange,
  compact,
}: {
  value: ExploreView;
  onChange: (view: ExploreView) => void;
  compact: boolean;
}) {
  return (
    <SegmentedRadios<ExploreView>
      aria-label="Show homes as a list or on a map"
      value={value}
      onChange={onChange}
      data={[
        {
          value: 'list',
          label: (
            <ToggleLabel icon={<IconList size={18} aria-hidden="true" />} text="List" compact={compact} />
          ),
        },
        {
          value: 'map',
          label: <ToggleLabel icon={<IconMap size={18} aria-hidden="true" />} text="Map" compact={compact} />,
        },
      ]}
    />
  );
}
