extension ReplayPage {
    /// The page's CSS.
    static let style = """
        :root { font: 13px/1.4 system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #111827; }
        body { margin: 0; padding: 12px 16px; background: #f9fafb; }
        header { display: flex; align-items: baseline; gap: 16px; }
        h1 { font-size: 18px; margin: 0 0 8px; }
        #clock { font-variant-numeric: tabular-nums; color: #374151; }
        main { display: flex; gap: 16px; align-items: flex-start; }
        #stage { display: flex; flex-wrap: wrap; gap: 16px; flex: 1; min-width: 0; }
        figure { margin: 0; }
        figcaption { font-weight: 600; margin-bottom: 4px; }
        .viewport { position: relative; overflow: hidden; background: #ffffff; border: 1px solid #9ca3af; }
        .content { position: absolute; left: 0; top: 0; transform-origin: 0 0; }
        .cell { position: absolute; box-sizing: border-box; border: 1px solid rgba(17, 24, 39, 0.35);
          display: flex; align-items: center; justify-content: center; font-size: 12px; overflow: hidden;
          white-space: nowrap; backface-visibility: visible; }
        .cell.supplementary { background: #e5e7eb; font-style: italic; }
        .cell.disappearing { border-style: dashed; }
        #log { width: 360px; flex: none; max-height: 480px; overflow-y: auto; background: #ffffff; border: 1px solid #d1d5db; }
        #events { list-style: none; margin: 0; padding: 0; font: 12px/1.5 ui-monospace, Menlo, Consolas, monospace; }
        #events li { padding: 1px 6px; cursor: pointer; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        #events li.future { color: #9ca3af; }
        #events li.current { background: #dbeafe; color: #1e3a8a; font-weight: 600; }
        #events li.failure { color: #b91c1c; }
        #events li.failure.current { background: #fee2e2; }
        #controls { display: flex; align-items: center; gap: 12px; margin-top: 12px; }
        #scrubber { flex: 1; }
        #play { width: 40px; font-size: 16px; }
        #timeline { position: relative; height: 18px; margin: 4px 0 8px; background: #e5e7eb; cursor: pointer; }
        #timeline .mark { position: absolute; top: 3px; width: 1px; height: 12px; background: #6b7280; }
        #timeline .failure { position: absolute; top: 0; width: 4px; height: 18px; margin-left: -2px; background: #dc2626; }
        #timeline .cursor { position: absolute; top: 0; width: 2px; height: 18px; margin-left: -1px; background: #2563eb; }
        #plot { width: 100%; height: 260px; background: #ffffff; border: 1px solid #d1d5db; }
        #plot text { font-size: 11px; fill: #374151; }

        """
}
