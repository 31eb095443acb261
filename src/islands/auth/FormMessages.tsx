/** The flow's refusal (an alert) and its good news (a status), each read out when it appears. */
export default function FormMessages({ formError, notice }: { formError: string | null; notice: string | null }) {
  return (
    <>
      <div role="alert" className="empty:hidden rounded-md bg-sale-50 px-3 py-2 text-sm font-bold text-sale-600">
        {formError}
      </div>
      <div role="status" className="empty:hidden rounded-md bg-success-50 px-3 py-2 text-sm font-bold text-success-700">
        {notice}
      </div>
    </>
  );
}
