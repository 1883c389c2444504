import { APPLICATION_STATUS_NAMES, type ApplicationStatusName } from '@corvane/contract';

// The pipeline's statuses as a person reads them, in pipeline order.

export const STATUS_WORDS: Record<ApplicationStatusName, string> = {
  new: 'New',
  reviewing: 'Reviewing',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};

export const STATUS_OPTIONS = APPLICATION_STATUS_NAMES.map((status) => ({
  value: status,
  label: STATUS_WORDS[status],
}));

export const isStatus = (value: string | null | undefined): value is ApplicationStatusName =>
  (APPLICATION_STATUS_NAMES as readonly string[]).includes(value ?? '');
