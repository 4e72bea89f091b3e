import type { PageProps } from '../../../app/page-props';
import { PageFrame } from '../../../components/ui/page-frame';
import { ProseSections, type ProseSection } from '../components/prose-sections';

const SECTIONS: readonly ProseSection[] = [
  { bodyId: 'about.intro' },
  { titleId: 'about.watch.title', bodyId: 'about.watch.body' },
  { titleId: 'about.community.title', bodyId: 'about.community.body' },
  { titleId: 'about.languages.title', bodyId: 'about.languages.body' },
];

export default function AboutPage({ routeId, params }: PageProps) {
  return (
    <PageFrame routeId={routeId} params={params}>
      <ProseSections sections={SECTIONS} />
    </PageFrame>
  );
}
