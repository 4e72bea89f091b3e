import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { useIntl } from '../../../lib/intl-context';
import { SectionNotice } from '../../../components/ui/section-states';
import { href } from '../../../../contracts/href';

const back = css({ fontSize: 'sm', color: 'accent.text', fontWeight: 'semibold', _hover: { textDecoration: 'underline' } });

/** An address the news does not know: an unknown category or type, or an article that is not there. */
export function NotFoundNotice({ kind }: { kind: 'category' | 'article' }) {
  const intl = useIntl();
  return (
    <SectionNotice
      icon="news"
      title={intl.formatMessage({ id: kind === 'category' ? 'news.notFound.category' : 'news.notFound.article' })}
      text={intl.formatMessage({ id: 'news.notFound.text' })}
      testId="news-not-found"
      action={
        <Link href={href('news')} className={back}>
          {intl.formatMessage({ id: 'news.notFound.back' })}
        </Link>
      }
    />
  );
}

