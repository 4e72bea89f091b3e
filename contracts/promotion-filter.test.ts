import { describe, expect, it } from 'vitest';
import { parsePromotionFilter, promotionFilterSearch, promotionListParams } from './promotion-filter';

describe('the promotions filter in the address', () => {
  it('reads the category and the status from their Vietnamese slugs', () => {
    expect(parsePromotionFilter('?loai=the-thao&trang-thai=sap-dien-ra')).toEqual({ category: 'the-thao', status: 'upcoming' });
    expect(parsePromotionFilter('')).toEqual({ category: null, status: null });
  });

  it('takes an unknown value for no filter', () => {
    expect(parsePromotionFilter('?loai=casino&trang-thai=active')).toEqual({ category: null, status: null });
  });

  it('writes what it reads, and nothing for no filter', () => {
    for (const search of ['?loai=esport', '?trang-thai=da-ket-thuc', '?loai=hang-ngay&trang-thai=dang-dien-ra', '']) {
      expect(promotionFilterSearch(parsePromotionFilter(search))).toBe(search);
    }
  });

  it('asks the list call with the API’s codes and the page size', () => {
    expect(promotionListParams({ category: 'su-kien', status: 'ended' }, 2)).toEqual({ pageNum: 2, pageSize: 12, category: 'su-kien', status: 'ended' });
    expect(promotionListParams({ category: null, status: null })).toEqual({ pageNum: 1, pageSize: 12 });
  });
});
