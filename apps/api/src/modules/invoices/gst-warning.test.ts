import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { gstWarning } from './gst-warning';

describe('gstWarning', () => {
  it('says in one line that the supplier is not registered under GST when BUSINESS_GSTIN is unset', () => {
    const warning = gstWarning(loadConfig({}));
    expect(warning).toContain('Supplier not registered under GST — set BUSINESS_GSTIN');
    expect(warning).not.toContain('\n');
  });

  it('says nothing with a GSTIN', () => {
    expect(gstWarning(loadConfig({ BUSINESS_GSTIN: '27ABCDE1234F1Z5' }))).toBeUndefined();
  });
});
