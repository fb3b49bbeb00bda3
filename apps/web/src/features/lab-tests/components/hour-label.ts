/** A 1-hour window as 24-hour times, "09:00–10:00" (the same in every language; shown left to right). */
export const hourLabel = (hour: number) =>
  `${String(hour).padStart(2, '0')}:00–${String(hour + 1).padStart(2, '0')}:00`;
