import { defineTextStyles } from '@pandacss/dev';

export const textStyles = defineTextStyles({
  pageTitle: {
    value: { fontSize: { base: '2xl', sm: '3xl' }, fontWeight: 'extrabold', lineHeight: 'tight', letterSpacing: 'tight' },
  },
  sectionTitle: {
    value: { fontSize: { base: 'lg', sm: 'xl' }, fontWeight: 'bold', lineHeight: 'tight' },
  },
  eyebrow: {
    value: { fontSize: 'xs', fontWeight: 'bold', letterSpacing: 'wider', textTransform: 'uppercase' },
  },
});
