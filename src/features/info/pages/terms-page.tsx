import type { PageProps } from '../../../app/page-props';
import { PageFrame } from '../../../components/ui/page-frame';
import { ProseSections, type ProseSection } from '../components/prose-sections';

const SECTIONS: readonly ProseSection[] = [
  { titleId: 'terms.acceptance.title', bodyId: 'terms.acceptance.body' },
  { titleId: 'terms.accounts.title', bodyId: 'terms.accounts.body' },
  { titleId: 'terms.content.title', bodyId: 'terms.content.body' },
  { titleId: 'terms.conduct.title', bodyId: 'terms.conduct.body' },
  { titleId: 'terms.privacy.title', bodyId: 'terms.privacy.body' },
];

export default function TermsPage({ routeId, params }: PageProps) {
  return (
    <PageFrame routeId={routeId} params={params} introId="intro.terms">
      <ProseSections sections={SECTIONS} />
    </PageFrame>
  );
}
