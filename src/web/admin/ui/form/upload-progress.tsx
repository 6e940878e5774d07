/** One running upload: its file name and a progress bar screen readers can follow. */
export function UploadProgress({ fileName, progress }: { fileName: string; progress: number }) {
  const percent = Math.round(progress * 100)
  return (
    <div className="rounded-lg border border-stone-200 p-2 text-sm text-stone-800">
      <div className="flex justify-between gap-2">
        <span className="truncate">{fileName}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={`Uploading ${fileName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
