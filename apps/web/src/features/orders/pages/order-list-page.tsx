/** Placeholder until the orders work fills it in (issue 5). */
export default function OrderListPage() {
  return null;
}
