export interface Paging {
  page: number;
  pageSize: number;
}

export const offsetOf = ({ page, pageSize }: Paging) => (page - 1) * pageSize;
