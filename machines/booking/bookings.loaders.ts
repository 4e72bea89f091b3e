import { call } from '../../api/call';
import { BOOKING_LIST_PAGE_SIZE } from '../../contracts/constants';
import { bookingList } from '../../contracts/endpoints/live';
import { createPagedList } from '../loader/paged-list.machine';

/** The member's bookings, newest first, a page at a time: /lich-truc-tiep/dat-lich-cua-ban and /tai-khoan/lich-dat. */
export const memberBookings = createPagedList((pageNum, signal) => call(bookingList, { query: { pageNum, pageSize: BOOKING_LIST_PAGE_SIZE } }, signal));
