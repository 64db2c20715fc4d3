import type { ActivityEntry, ActivityListAnswer } from '@karigar/domain/activity';
import type { OrderStats } from '@karigar/domain/order-answer';
import type { QuotationStats } from '@karigar/domain/quotation-answer';
import type { ServiceStats } from '@karigar/domain/service';
import type { TodayAnswer } from '@karigar/domain/today';
import type { UserStats } from '@karigar/domain/user';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';

export const admin = aUser({ role: 'admin', name: 'Ravi Admin', email: 'admin@localhost', phone: null });

/** The last 30 days ending 25 Nov 2026, nothing received unless given. */
export function thirtyDays(received: Record<string, number> = {}): OrderStats['revenueByDay'] {
  return Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9, 27 + i)).toISOString().slice(0, 10);
    return { date, revenue: received[date] ?? 0 };
  });
}

export const emptyOrderStats: OrderStats = {
  total: 0,
  byStatus: { Pending: 0, Confirmed: 0, 'In Progress': 0, Completed: 0, Cancelled: 0 },
  byOrigin: { user: 0, manual: 0, 'service-request': 0 },
  revenue: { today: 0, month: 0, all: 0 },
  amountDue: 0,
  unpaidOrders: 0,
  revenueByDay: thirtyDays(),
  topServices: [],
};
export const emptyQuotationStats: QuotationStats = {
  total: 0,
  byStatus: { Pending: 0, Accepted: 0, Rejected: 0, Revised: 0 },
  conversionRate: 0,
  quotedValue: 0,
  acceptedValue: 0,
  awaitingWorkshop: 0,
  last30Days: { requested: 0, converted: 0, conversionRate: 0 },
};
export const emptyUserStats: UserStats = {
  totalUsers: 1,
  totalAdmins: 1,
  totalCustomers: 0,
  newUsersThisWeek: 0,
  newUsersThisMonth: 0,
  newEnquiries: 0,
};
export const emptyServiceStats: ServiceStats = { totalServices: 0, topServices: [] };
const none = { total: 0, items: [] };
export const emptyToday: TodayAnswer = {
  toPrice: none,
  awaitingCustomer: none,
  openJobs: none,
  moneyDue: none,
  newEnquiries: none,
};

export function anActivity(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    _id: 'a1',
    action: 'order_created',
    entity: 'order',
    entityId: null,
    message: 'Created a manual order for Asha Patil',
    priority: 'medium',
    ip: null,
    createdAt: '2026-11-22T04:34:00.000Z',
    actor: { _id: 'u1', name: 'Ravi Admin', email: 'admin@localhost' },
    params: {},
    details: {},
    links: { orderId: null, quotationId: null, userId: null, contactId: null },
    ...overrides,
  };
}

export const activityList = (activities: ActivityEntry[]): ActivityListAnswer => ({
  activities,
  pagination: { total: activities.length, page: 1, totalPages: 1, limit: 8 },
});

interface DashboardData {
  orders?: OrderStats;
  quotations?: QuotationStats;
  users?: UserStats;
  services?: ServiceStats;
  activities?: ActivityEntry[];
  today?: TodayAnswer;
}

/** A signed-in admin and the dashboard's six endpoints answering the given data (an empty shop by default). */
export function dashboardApi(data: DashboardData = {}, extra: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  return mockApi({
    'GET /api/auth/me': () => ({ body: admin }),
    'GET /api/orders/stats': () => ({ body: data.orders ?? emptyOrderStats }),
    'GET /api/quotations/stats': () => ({ body: data.quotations ?? emptyQuotationStats }),
    'GET /api/users/stats': () => ({ body: data.users ?? emptyUserStats }),
    'GET /api/services/stats/overview': () => ({ body: data.services ?? emptyServiceStats }),
    'GET /api/activity?limit=8&range=all': () => ({ body: activityList(data.activities ?? []) }),
    'GET /api/dashboard/today': () => ({ body: data.today ?? emptyToday }),
    ...extra,
  });
}
