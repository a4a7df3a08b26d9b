import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { vars } from "../../theme/contract.css";
import { formatCount } from "../../format";
import { ChartFrame, ChartTooltip, SERIES_COLORS, type ChartStateProps } from "../ChartFrame";

export interface DailyChartSeries {
  /** The key of the series' figure in each point's `values`. */
  key: string;
  label: string;
}

export interface DailyChartPoint {
  /** The day as shown on the axis, e.g. '10 Mar'. */
  label: string;
  values: Readonly<Record<string, number>>;
}

export interface DailyChartProps extends ChartStateProps {
  title: string;
  /** Up to three series, drawn red, blue, green. */
  series: readonly DailyChartSeries[];
  /** One per day, in order. */
  points: readonly DailyChartPoint[];
}

/**
 * Figures per day as lines (issue 16: visits and playback starts per day).
 * A period with nothing counted shows the empty state, not a flat line.
 */
export function DailyChart({ title, series, points, ...state }: DailyChartProps) {
  const colors: string[] = series.map(
    (_, i) => vars.color[SERIES_COLORS[i % SERIES_COLORS.length] ?? "accent"],
  );
  const data = points.map((point) => ({ label: point.label, ...point.values }));
  const empty = points.every((point) => series.every((s) => !point.values[s.key]));
  return (
    <ChartFrame
      title={title}
      legend={series.map((s, i) => ({ label: s.label, color: colors[i]! }))}
      empty={empty}
      {...state}
      table={
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Gün</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.label}>
                <th scope="row">{point.label}</th>
                {series.map((s) => (
                  <td key={s.key}>{formatCount(point.values[s.key] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ResponsiveContainer
        width="100%"
        height="100%"
        minWidth={0}
        initialDimension={{ width: 600, height: 280 }}
      >
        <LineChart
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} />
          <XAxis dataKey="label" minTickGap={16} tickMargin={6} />
          <YAxis allowDecimals={false} tickFormatter={(value: number) => formatCount(value)} />
          <Tooltip
            isAnimationActive={false}
            content={({ active, label, payload }) =>
              active && payload?.length ? (
                <ChartTooltip
                  title={String(label)}
                  lines={series.map((s) => ({
                    label: s.label,
                    value: formatCount(
                      Number(payload.find((p) => p.dataKey === s.key)?.value ?? 0),
                    ),
                  }))}
                />
              ) : null
            }
          />
          {series.map((s, i) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.label}
              stroke={colors[i] ?? vars.color.accent}
              strokeWidth={2}
              dot={points.length <= 31 ? { r: 2, fill: colors[i] ?? vars.color.accent } : false}
              activeDot={{ r: 4 }}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
