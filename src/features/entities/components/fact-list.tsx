import { useIntl } from '../../../lib/intl-context';
import { fact, facts, factValue, subtle } from './entity-styles';

/** A profile's facts as a list of terms: each label (a message id) over its value. */
export function FactList({ items }: { items: ReadonlyArray<readonly [string, string]> }) {
  const intl = useIntl();
  return (
    <dl className={facts}>
      {items.map(([label, value]) => (
        <div key={label} className={fact}>
          <dt className={subtle}>{intl.formatMessage({ id: label })}</dt>
          <dd className={factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
