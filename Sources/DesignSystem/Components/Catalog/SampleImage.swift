import Foundation
import LayoutEngine
import Rasterizer

// The catalog's own pictures (issue 24: the modal's image and the news cells' thumbnails show real
// pictures in the gallery), drawn by examples/images/make_images.py. The library carries their bytes
// (a resource bundle would have to sit beside a statically linked binary, as the bundled spinner
// says); examples/images/ holds the same files, for scene files and the command line's examples
// (SampleImageTests keeps them equal).

/// A picture the catalog shows, carried in the library: its file name and bytes.
public enum SampleImage: String, Sendable, Hashable, CaseIterable {
    /// A person's silhouette on a warm background, 320 x 240 pixels: the modal's picture.
    case avatar = "avatar.jpg"
    /// Hills under a morning sky, 240 x 160 pixels: a news thumbnail.
    case thumbnailDawn = "thumbnail-dawn.jpg"
    /// Hills under an evening sky, 240 x 160 pixels: a news thumbnail.
    case thumbnailDusk = "thumbnail-dusk.jpg"

    /// The name of its file in examples/images/, and beside a gallery scene file that shows it.
    public var fileName: String { rawValue }

    /// The file's bytes.
    public var bytes: [UInt8] {
        // The literals below are base64 of the files; a failure here is caught by SampleImageTests.
        [UInt8](Data(base64Encoded: base64, options: .ignoreUnknownCharacters) ?? Data())
    }

    /// The decoded pixels at scale 1 (a file without an `@2x` suffix, as `UIImage(contentsOfFile:)` reads it).
    public func content() throws(ImageError) -> ImageContent {
        try ImageDecoder().decode(bytes, scale: 1)
    }

    private var base64: String {
        switch self {
        case .avatar: """
            /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAQDAwMDAgQDAwMEBAQFBgoGBgUFBgwICQcKDgwPDg4MDQ0PERYTDxAVEQ0NExoTFRcYGRkZDxIbHRsYHRYY
            GRj/2wBDAQQEBAYFBgsGBgsYEA0QGBgYGBgYGBgYGBgYGBgYGBgYGBgYGBgYGBgYGBgYGBgYGBgYGBgYGBgYGBgYGBgYGBj/wAARCADwAUADASIAAhEB
            AxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS
            0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKz
            tLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgEC
            BAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpj
            ZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6
            /9oADAMBAAIRAxEAPwD6dzRmo80Zr8zP0axJmjNR5ozQFiTNGajzRmgLEmaM1HmjNAWJM0ZqPNGaAsSZozUeaM0BYkzRmo80ZoCxJmjNR5ozQFiTNGaj
            zRmgLEmaM1HmjNAWJM0ZqPNGaAsSZozUeaM0BYkzRmo80ZoCxJmjNR5ozQFiTNGajzRmgLEmaM1HmjNAWJM0ZqPNGaAsSZozUeaM0BYkzRmo80ZoCxJm
            jNR5ozQFhm6jdUefejPvVF2JN1G6o8+9GfegLEm6jdUefejPvQFiTdRuqPPvRn3oCxJuo3VHn3oz70BYk3Ubqjz70Z96AsSbqN1R596M+9AWJN1G6o8+
            9GfegLEm6jdUefejPvQFiTdRuqPPvRn3oCxJuo3VHn3oz70BYk3Ubqjz70Z96AsSbqN1R596M+9AWJN1G6o8+9GfegLEm6jdUefejPvQFiTdRuqPPvRn
            3oCxJuo3VHn3oz70BYk3Ubqjz70Z96AsSbqN1R596M+9AWJN1G6o8+9GfegLDMmjJqLdRuoNLEuTRk1Fuo3UBYlyaMmot1G6gLEuTRk1Fuo3UBYlyaMm
            ot1G6gLEuTRk1Fuo3UBYlyaMmot1G6gLEuTRk1Fuo3UBYlyaMmot1eNeP/2h/DvhqWXTPDEUWv6gEB+0Ryg2kZZSR86kmQg7CVXAwSN4IIrWjQnWlywV
            zKtVhRjzTdj2rJoya+IfEfxv+JHiOVg+vyaXb71kW30rNsEIXbw4PmEHJJDMRk9OBjhb/UdQ1XUZL/VL65vbuTHmXFzK0sj4AAyzEk4AA+gFepTyab+O
            Vvx/yPLnm8F8Eb/h/mfoxk0ZNfnFb3FxaXkV3aTyQXELiSKaJirxsDkMpHIIIBBFdtoPxj+JHh+886DxTe3qM6NJDqTm6RwpJ25fLKDkg7CpPrwMOeTT
            S9yV/wAP8whm8G/ejb8f8j7nyaMmvA/Af7Sem6veW+leNLGLSrmVwi6hbt/ouSWxvDHdEPuDOWGSSSoFe5291b3dnFd2k8U9vMgkiliYMjqRkMpHBBBy
            CK8uth6lF2mrHp0a9Osrwdyzk0ZNRbqN1Ym1iXJoyai3UbqAsS5NGTUW6jdQFiXJoyai3UbqAsS5NGTUW6jdQFiXJoyai3UbqAsS5NGTUW6jdQFiXJoy
            ai3UbqAsMzRmo80Zpl2JM0ZqPNGaAsSZozUeaM0BYkzRmo80ZoCxJmjNR5ozQFiTNGajzRmgLEmaM1HmjNAWJM1HcXNvaWkt3dzRwQQoZJJZWCoigZLM
            TwAAMkmjNfOv7RnxF/5p5pUv92XVS0X+7JFGrH8HYgf3AG+8K3w2HlXqKCOfE140KbnI5X4ufGvUPF2oSaJ4Xu7my8Px7o2kjZo5L/IKkv0IjIJAQ9Qc
            sM4VfHqKK+to0YUY8kFofJVq060nObCiiitTIKKKKACvRvhh8XNa8AavFb3U1zqHh9vkm09n3eSCxO+EE4VgWYkcBskHBwy+c0VnUpRqRcZq6NKdWVOS
            lB2Z+hmkaxpuvaHbaxo95HeWNym+KaM8MOnfkEEEEHkEEEAirua+Tv2fviL/AMI74m/4RDU5caZqsw+zlYtxju22ouSOdrABTwcEKflG419W5r5TF4Z4
            epy9Oh9ZhMQsRT51v1JM0ZqPNGa5TqsSZozUeaM0BYkzRmo80ZoCxJmjNR5ozQFiTNGajzRmgLEmaM1HmjNAWJM0ZqPNGaAsR7qN1MyKMimaWH7qN1My
            KMigLD91G6mZFGRQFh+6jdTMijIoCw/dRupmRRkUBYfuo3UzIoyKAsP3UbqZkUZFAWItQ1G10vSbrU76XyrW1heeaTBbYiqWY4AJOADwOa+B9f1u/wDE
            nia+13U5N91eTNM+CxC56Ku4khVGFAycAAdq+wvjNf3WnfAzxDcWcvlyNCkBbaDlJJUjccjursM9RnjmviyvfyemuWVT5Hzud1Hzxp+Vwooor2Twwooo
            oAKKKKACiiigCS3uLi0u4rq1nkgnhcSRyxMVdGByGUjkEEZBFfd/grxIniv4faR4hV42e7tlaYRKyKso+WRVDc4DhgOvTqetfBlfWP7ON/dXfwelt7iX
            fHZ6jLBAu0DYhVJCOBz80jnJ559AK8nN6adJT6pnsZNUaquHRr8j2DdRupmRRkV86fTWH7qN1MyKMigLD91G6mZFGRQFh+6jdTMijIoCw/dRupmRRkUB
            Yfuo3UzIoyKAsP3UbqZkUZFAWI931o3fWo8+9GfemXYk3fWjd9ajz70Z96AsSbvrRu+tR596M+9AWJN31o3fWo8+9GfegLEm760bvrUefejPvQFiTd9a
            N31qPPvRn3oCxJu+tG761Hn3oz70BYivrGw1SwksdTsre9tZMb4LmNZEfBBGVbIOCAfqKu+G/hr8O57CaebwJ4alYybMSaXAwAAB4ynv/Kq+feu58P8A
            /IuW3/Av/QjXZgW+fc8zNElSvbdmR/wrH4a/9E98K/8Agpt//iKP+FY/DX/onvhX/wAFNv8A/EV1VFetzPufPWRyv/Csfhr/ANE98K/+Cm3/APiKP+FY
            /DX/AKJ74V/8FNv/APEV1VFHM+4WRyv/AArH4a/9E98K/wDgpt//AIij/hWPw1/6J74V/wDBTb//ABFdVRRzPuFkcr/wrH4a/wDRPfCv/gpt/wD4ij/h
            WPw1/wCie+Ff/BTb/wDxFdVRRzPuFkcHr3wy+HKaJJNF4D8MxPGykGPS4FzzjB+TpzWNpmk6Toto1ro+mWenQM5kaK0gWFSxABYhQBnAAz7CvTNS/wCQ
            Nd/9cX/9BNeeZ968zHN8y1PeylJwemzJN31o3fWo8+9GfeuA9axJu+tG761Hn3oz70BYk3fWjd9ajz70Z96AsSbvrRu+tR596M+9AWJN31o3fWo8+9Gf
            egLEm760bvrUefejPvQFiTd9aN31qPPvRn3oCwzdRuqPNGaZdiTdRuqPNGaAsSbqN1R5ozQFiTdRuqPNGaAsSbqN1R5ozQFiTdRuqPNGaAsSbqN1R5oz
            QFiTdXdeHHVvDkAVgSpYMAeh3E4P4EVwOa6/wfPusrm3242OH3Z67hjH/jv611YN2qW7nnZpC9C/Z/8AA/U6SiiivWPmgooooAKKKKACiiigCpqjqmiX
            bOwUeSwyTjkjAH5153urtfFM/leHmTbnzZFTOen8Wf8Ax39a4bNeXjXeaR9DlMLUnLuyTdRuqPNGa4z1bEm6jdUeaM0BYk3UbqjzRmgLEm6jdUeaM0BY
            k3UbqjzRmgLEm6jdUeaM0BYk3UbqjzRmgLEeaM1HmjNBpYkzRmo80ZoCxJmjNR5ozQFiTNGajzRmgLEmaM1HmjNAWJM0ZqPNGaAsSZozUeaM0BYkzWno
            F8LHXYZJH2xP+7c8dD0yT0GcH8KyM0ZqoycWpIipTVSDg+p63RWD4Y1g6hYm2ndmuYRyzEEuvY+vHQ/hzzW9XtwmpxUkfG1qMqM3CW6CiiirMgooooAK
            KKy9e1VdK0sup/fyZSIAjIOPvYPYf4etTKSiuZl06cqklCO7Oa8V3wudYFvG+5Lddp6Y3Hrz+Q+oNYOaa8jSSM7szMxyWY5JPqabmvEqT55OTPsqFFUq
            aguhJmjNR5ozUGtiTNGajzRmgLEmaM1HmjNAWJM0ZqPNGaAsSZozUeaM0BYkzRmo80ZoCxJmjNR5ozQFhmRRkVHRTNLEmRRkVHRQFiTIoyKjooCxJkUZ
            FR0UBYkyKMio6KAsSZFGRUdFAWJMijIqOigLEmRRkVHRQFixb3M1rcpcW8hjlQ5Vh2r0HRfEVrqsaQuyxXmDmLnDY7qf6devpmvNqK3o1pUnpsceLwMM
            Sve0fc9iorzqw8WarZKI5XW6jyOJslgM84br3757VuQeOLJoybmyuI3zwIyHGPqcV3wxVOW7sfP1cqxEHorryOporl5fHGniEmC0uXk7K+1QfxBP8qx7
            /wAY6ldK0dsqWkbd0+Z8YwRu/qADTliqcetxUsqxE3rG3qddq2t2WkRfvn3TldyQr1bt+A9z6HGa87vr+41G9a6un3O3AA6KPQDsKqu7ySNJI7M7HLMx
            ySfU02uCtXdX0PfweXwwyvvLuSZFGRUdFc53WJMijIqOigLEmRRkVHRQFiTIoyKjooCxJkUZFR0UBYkyKMio6KAsSZFGRUdFAWJMijIqOigLEe6jdTN1
            G6mXYfuo3UzdRuoCw/dRupm6jdQFh+6jdTN1G6gLD91G6mbqN1AWH7qN1M3UbqAsP3UbqZuo3UBYfuo3UzdRuoCw/dRupm6vLPGXxfsrGOXTvCxS8uir
            K17/AMs4Gzj5QR+8OATn7v3T83IrswWAr4yfs6Mb/kvV/wBeRxY7H0MFT9pXlb836L+vM9TmuIbe3knnlSKKNS7yOdqqoGSST0AHeuavviR4J0+4WGfx
            DauxXcDbq064yR96MEA8dM5/Ovm7Vdc1jW7jztX1K5vGDMyiaQlULHJ2r0UcDgADgelUK+vw/B8Er16jb8tPxd/yPjMTxnUbth6aS89fwVvzPp20+Jvg
            a8u0tofEEKu+cGaOSFOBnlnUKOnc10tpe2l/aJd2N1DcwPnbLC4dGwcHBHB5BFfHtWbHUdQ0y4afTb+5s5WXYZLeVo2K5BxkEcZA49qqvwfSa/cVGn52
            f5WJw/GdVP8Af0015XX53Pr/AHUbq8a8HfGT7lh4v/2iNSjT8Qrxov1G5f8AZyOrV6/DPDcW8c8EqSxSKHSRGDKykZBBHUEd6+Qx2XV8DPkrR9H0fo/6
            Z9ll+ZYfHw56EvVdV6r+kTbqN1M3Ubq4T0LD91G6mbqN1AWH7qN1M3UbqAsP3UbqZuo3UBYfuo3UzdRuoCw/dRupm6jdQFh+6jdTN1G6gLD91G6mbqN1
            AWI8mjJqPdRup2LsSZNGTUe6jdRYLEmTRk1Huo3UWCxJk0ZNR7qN1FgsSZNGTUe6jdRYLEmTRk1Huo3UWCxJk0ZNR7qN1FgsSZNGTUe6vPPil41m0HTE
            0bS7h4dSul3tIqnMUJyMq3ZiRgEZwAx4O011YPB1MXWjRp7v8PM5MdjKeCoSr1dl+PkjmfiT8SjqHneHfD1x/ofKXV3Gf9f6oh/uep/i6D5fveV0UV+r
            4HA0sFSVKktPxb7s/Hcwx9bHVnWrPXt0S7IKKKK7DiCiiigArv8A4d/ESbwzcLpWqu8ujyNweWa1YnllHdSeq/iOchuAormxeEpYuk6VVXT/AKuvM6sH
            jKuDqqtRdmvx8n5H19DNFcW8c8EqSxSKHSRCGVlIyCCOoIp+TXkHwk8azTOPCmqXDyMF/wBAYqSQqgloy3oAMrkcAEZ+6K9b3V+U5hgJ4Ku6M/k+67/1
            1P2HLMfTx+HjXp/Ndn1X9dCTJoyaj3Ubq4bHfYkyaMmo91G6iwWJMmjJqPdRuosFiTJoyaj3UbqLBYkyaMmo91G6iwWJMmjJqPdRuosFiTJoyaj3UbqL
            BYZu+tG761HRTNLEm760bvrUdFAWJN31o3fWo6KAsSbvrRu+tR0UBYk3fWjd9ajooCxJu+tG761HRQFiTd9aN31qOigLDbu7gsbCe9upDHBBG0sj4J2q
            oyTgcngV8ua/rE+v+JbzWLkbXuJNwTIOxRwq5AGcKAM45xmvW/jFriWvhu30KGbE95IJJUG0/ul557jL7cEddjc9j4nX3/CmBVOi8TJay0Xov83+SPzX
            jLMHUrxwkdo6v1f+S/NhRRRX1p8WFFFFABRRRQAUUUUATWl1PY38F7ayeXPBIssb4B2spyDg8HkV9RaDrMGv+G7PWLcbUuI9xTJOxhwy5IGcMCM45xmv
            levVfgzriRXV94fnm2+di5t0O0AsBhwD1JI2nHPCMeO/zPFGBVfDe3j8UPye/wB2/wB59ZwjmDw+K+ry+Gf5rb79vuPZd31o3fWo6K/OT9SsSbvrRu+t
            R0UBYk3fWjd9ajooCxJu+tG761HRQFiTd9aN31qOigLEm760bvrUdFAWJN31o3fWo6KAsR7qN1R7qN1MuxJuo3VHuo3UBYk3Ubqj3UbqAsSbqN1R7qN1
            AWJN1G6o91G6gLEm6jdUe6jdQFiTdRuqPdTZZ4oIHnnkSOKNSzu5wqgckknoKEr6A1bVngHxJ1T+0/iNfbZ/NhtttrH8u3btHzL0GcOX5/piuSqW6uZ7
            2+mvLl9888jSyPgDczHJOBwOTUVfseFoKhRhSX2Ukfg+MxDxNedZ/abf3sKKKK6DmCiiigAooooAKKKKACtbwvqf9jeMtN1Iz+THFOvmybd2Iydr8YP8
            Jbpz6c1k0VFWmqkHCWzVvvNKNWVKcakd0018j6y3UbqyPDuoNqfhLTb+S4SeWa2jaWRMYL7Rv6cA7sgjseK091fjVSm6c3CW60P3qlNVYRqR2av95Juo
            3VHuo3VBdiTdRuqPdRuoCxJuo3VHuo3UBYk3Ubqj3UbqAsSbqN1R7qN1AWJN1G6o91G6gLDMmjJqPNGaZpYkyaMmo80ZoCxJk0ZNR5ozQFiTJoyajzRm
            gLEmTRk1HmjNAWJMmjJqPNGaAsSZNY/iyaOHwJrDzSJGps5UBcgAkoQB9SSAPc1qZrlfiOf+LZan/wBsv/RqV1YGHPiacX1kvzOLMp+zwlaa6Rk/wZ4F
            RRRX7Afg4UUUUAFFFFABRRRQAUUUUAFFFFAHvvwzmjk+GenpHIjNG0quFIJQ+YxwfQ4IP0IrrsmvPPhEceCLr/r+f/0XHXf5r8mzeHJjaq/vP8dT9wyO
            ftMvoN/ypfdoSZNGTUeaM15x6tiTJoyajzRmgLEmTRk1HmjNAWJMmjJqPNGaAsSZNGTUeaM0BYkyaMmo80ZoCxHuo3UzPvRn3oLsP3UbqZn3oz70BYfu
            o3UzPvRn3oCw/dRupmfejPvQFh+6jdTM+9GfegLD91G6mZ96M+9AWH7q5b4jHPw01L/tl/6NSumz71g+NbT7f4A1WDzfL2wGbOM58sh8fjtx+NdmXyUc
            VSk9lKP5o4M1g54KtGO7jL8mfPtFFFfrx+DBRRRQAUUUUAFFFFABRRRQAUUUUAezfCQ48FXX/X8//ouOu93VxXwwtPsvgCObzd32qeSbGMbMHZj3+5n8
            a7LPvX5RnElLG1Wu7P3HIIOOXUFL+VfjqP3UbqZn3oz715h69h+6jdTM+9GfegLD91G6mZ96M+9AWH7qN1Mz70Z96AsP3UbqZn3oz70BYfuo3UzPvRn3
            oCx//9k=
            """
        case .thumbnailDawn: """
            /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAUDBAQEAwUEBAQFBQUGBwwIBwcHBw8LCwkMEQ8SEhEPERETFhwXExQaFRERGCEYGh0dHx8fExciJCIeJBwe
            Hx7/2wBDAQUFBQcGBw4ICA4eFBEUHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh7/wAARCACgAPADASIAAhEB
            AxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS
            0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKz
            tLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgEC
            BAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpj
            ZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6
            /9oADAMBAAIRAxEAPwDsNtG2rGyjZX6BzHzFivto21Y2UbKOYLFfbRtqxso2UcwWK+2jbVjZRso5gsV9tG2rGyjZRzBYr7aNtWNlGyjmCxX20basbKNl
            HMFivto21Y2UbKOYLFfbRtqxso2UcwWK+2jbVjZRso5gsV9tG2rGyjZRzBYr7aNtWNlGyjmCxX20basbKNlHMFivto21Y2UbKOYLFfbRtqxso2UcwWLG
            32o2+1T7KNlY8xpYg2+1G32qfZRso5gsQbfajb7VPso2UcwWINvtRt9qn2UbKOYLEG32o2+1T7KNlHMFiDb7Ubfap9lGyjmCxBt9qNvtU+yjZRzBYg2+
            1G32qfZRso5gsQbfajb7VPso2UcwWINvtRt9qn2UbKOYLEG32o2+1T7KNlHMFiDb7Ubfap9lGyjmCxBt9qNvtU+yjZRzBYg2+1G32qfZRso5gsQbfajb
            7VPso2UcwWLGyjZU+yjZWHMaWINlGyp9lGyjmCxBso2VPso2UcwWINlGyp9lGyjmCxBso2VPso2UcwWINlGyp9lGyjmCxBso2VPso2UcwWINlGyp9lGy
            jmCxBso2VPso2UcwWINlGyp9lGyjmCxBso2VPsrVstG3xh7lmTI4Reo+v+FebmecYTK6SqYmVk9urfojpwuDq4qXLSVzD2UbK6v+yrD/AJ4f+Pt/jVS7
            0VNpa2dg3J2N0PsD2r57C8e5XiKihLmhfrJK34N2/I9CrkGKpx5lZ+n/AAUjn9lGyrDRlWKsCCDggjpSbK+yU01dHjcpBso2VPso2U+YLEGyjZU+yjZR
            zBYsbPajZ7VY2UbKx5jSxX2e1Gz2qxso2UcwWK+z2o2e1WNlGyjmCxX2e1Gz2qxso2UcwWK+z2o2e1WNlGyjmCxX2e1Gz2qxso2UcwWK+z2o2e1WNlGy
            jmCxX2e1Gz2qxso2UcwWK+z2o2e1WNlGyjmCxX2e1Gz2qxso2UcwWLWi2qMTcOoO04Ueh9a1qr6cMWUY+v8AM1Yr8D4nxtXF5nWc3pFuKXZJ2/Hf5n3u
            WUI0cLDl6q7+YUUUV4B6Bnazao0X2hQA64De46VkbPaukuebaX/cP8qw9lfsfAeOq18BKlUd+R2Xo1t8v+AfHZ9QjCupR+0tfUr7PajZ7VY2UbK+45jw
            7FfZ7UbParGyjZRzBYn2UbKn2UbKx5jSxBso2VPso2UcwWINlGyp9lGyjmCxBso2VPso2UcwWINlGyp9lGyjmCxBso2VPso2UcwWINlGyp9lGyjmCxBs
            o2VPso2UcwWINlGyp9lGyjmCxBso2VPso2UcwWJ9OcBTETznI5q3WcFIORwatxTjbiTg+uOtfl/FnDFaVeWMwkXJS3it0+67p9ez8tvp8qzOCgqNV2ts
            yaik3p/fX86jknVQdvzH9K+Lw2UY3FVFTpUpN+jt83sj2auLo0o80pIZfuFhKA/M3v2rO2VYYFmLMck0myv2nIMojlOEVFO8nq35+Xkv+CfGY/FvF1ee
            1lsiDZRsqfZRsr2+Y4rEGyjZU+yjZRzBYsbPajZ7VY2UbKw5jSxX2e1Gz2qxso2UcwWK+z2o2e1WNlGyjmCxX2e1Gz2qxso2UcwWK+z2o2e1WNlGyjmC
            xX2e1Gz2qxsqK7mtrO3a5u7iG3hTG6SVwqrk4GSeByQKHOwWGbPajZ7VyWofEzwrbbPIlur3dnPkQEbMY679vX2z0rn/APhbo/6F3/yd/wDsK5J5hh4O
            zl+v5GTq011PTdntRs9q890r4sWE94sWo6VLZwtgebHL5u05HJG0HGMnjJ46Gu60rWNH1XaNO1K0unaMSeXHKC4Xjkr1HUdRxmtKWLpVfgkVGcZbMsbP
            ajZ7VY2UbK35i7FfZ7UbParGyjZRzBYr7PajZ7VY2UbKOYLFfZ7UbParGyjZRzBYr7PajZ7VY2UbKOYLFfZ7UbParGyjZRzBYr7PajZ7VY2VFdzW1nbt
            c3dxDbwpjdJK4VVycDJPA5IFDnYLF3ZRspumXlnqdhDf2E6XFtMu6ORehH9COhB5BGDVnZWKndXRolcg2UbKn2UbKOYLEGyjZU+yjZRzBYg2UbKn2UbK
            OYLEGyjZUk7RQQvPPIkUUal3d2wqqBkkk9AK8b8ffFCa7/0HwxJNbQfMst0ygPJ1Hyd1GOd3DdPu45wr4qFCN5GdSpGmrs6jx58QNP8AD/8AodgIdQ1A
            7gyrJ8kBGR85HfcPucHg5I4z4xrmt6rrdwJ9Vvpbp1+6GOFTgA7VHC5wM4HOKz6K+exOMqV3rt2PNqVpVN9gooorlMgqW0ubmzuFubS4lt5kztkicqy5
            GDgjkcEioqKE7DPWfB3xUR3S08SxJENp/wBNiU4JAGNyAHk88rxkj5QOa9ThaKeFJoZElikUMjoQVZSMggjqK+U66rwN441TwxN5eXvdPKkG0klIVTkk
            FDzsOSc4GDk55wR62FzOUfdq6ruddLE20mfQuyjZVLw3ruleIbBbzTLpJRtBkiJHmRE54dex4PscZGRzWpsr241FJXTO5WauiDZRsqfZRsp8w7EGyjZU
            +yjZRzBYg2UbKn2UbKOYLEGyjZUk7RQQvPPIkUUal3d2wqqBkkk9AK8b8ffFCa7/ANB8MSTW0HzLLdMoDydR8ndRjndw3T7uOcK+KhQjeRnUqRpq7Oo8
            efEDT/D/APodgIdQ1A7gyrJ8kBGR85HfcPucHg5I4z4xrmt6rrdwJ9Vvpbp1+6GOFTgA7VHC5wM4HOKz6K+exOMqV3rt2PNqVpVN9ja8IeJ9V8L373em
            SIRIu2WGUExyDtkAjkZyCCD17Eg+7+CvHuheKHS1hd7TUWUk2sw5bABbYw4Ycn0bCk4Ar5uoow+LqUNFquxVKvKn6H19so2V4V4O+Ler6b5drrkf9qWo
            wvm52zoPlHXo+ACfm5JPLV6ho3xD8HaptWPWYLaQxiRkuwYdnTKlmwpYZ6AnvjI5r2aWMpVFo7ep6NOvTn1Ol2UbKzf+Ep8Lf9DJo3/gdF/8VVPU/Hfg
            7TvL+0eILJ/Mzt+zsZ8Yx18sNjr3xn8K2daC1bRq5RW7N7ZWP4q8RaP4ZslutWufL8zcIYlUtJKQM4UfkMnABIyRmvLvFvxivbndb+G7T7DH/wA/Nwqv
            Keh4XlV/iHO7IOeDXmF7d3V7cvdXtzNczvjfLM5d2wMDJPJ4AFcFfMox0p6s5KuLitIanQeOfGmq+LJ0W6CW9nExaK2iJ2g5OGYn7zYOM8DrgDJzzNFF
            ePOcpvmk7s8+UnJ3YUUUVJIUUUUAFFFFABRRRQBe0LWNS0O/F/pV29tcBSm5QCCp6gg5BHQ8jqAeoFe9fDz4gad4o8uwnX7Hqwj3NEfuSkZyYznJ4Gdp
            5APcAmvneiunD4qdB6bdjalWlTemx9fbKNleFeDvi3q+m+Xa65H/AGpajC+bnbOg+Udej4AJ+bkk8tXqGjfEPwdqm1Y9ZgtpDGJGS7Bh2dMqWbClhnoC
            e+MjmvapYylUWjt6npU69OfU6XZRsrN/4Snwt/0Mmjf+B0X/AMVUN74y8JWdq9zL4i0xkTGRDcLK/JxwqZY9ewrb20F1NeaPc2NlY/irxFo/hmyW61a5
            8vzNwhiVS0kpAzhR+QycAEjJGa878V/GSOSyWLwzZTRTvuEk15Gv7sY4KKrEFsnOTwMdDnjyO9u7q9uXur25muZ3xvlmcu7YGBknk8ACuGvmMY6U9Wct
            XFxjpDU6Dxz401XxZOi3QS3s4mLRW0RO0HJwzE/ebBxngdcAZOeZoorxpzlN80ndnnSk5O7CiiipJCiiigAooooAKKKKACiiigAooooAKKKKACiiigAo
            oooAKKKKACiiigAooooAKKKKACiiigAooooAKKKKACiiigAooooAKKKKACiiigAooooAKKKKACiiigAooooAKKKKACiiigAooooAKKKKACiiigAooooA
            KKKKAP/Z
            """
        case .thumbnailDusk: """
            /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAUDBAQEAwUEBAQFBQUGBwwIBwcHBw8LCwkMEQ8SEhEPERETFhwXExQaFRERGCEYGh0dHx8fExciJCIeJBwe
            Hx7/2wBDAQUFBQcGBw4ICA4eFBEUHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh7/wAARCACgAPADASIAAhEB
            AxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS
            0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKz
            tLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgEC
            BAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpj
            ZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6
            /9oADAMBAAIRAxEAPwD07aKNoqbbRtr4flP1HnIdoo2ipttG2jlDnIdoo2ipttG2jlDnIdoo2ipttG2jlDnIdoo2ipttG2jlDnIdoo2ipttG2jlDnIdo
            o2ipttG2jlDnIdoo2ipttG2jlDnIdoo2ipttG2jlDnIdoo2ipttG2jlDnIdoo2ipttG2jlDnIdoo2ipttG2jlDnIdoo2ipttG2jlDnIdoo2ipttG2jlD
            nIdoo2ipttG2jlDnJ9tG2pttG2tuU5+Yh20bam20baOUOYh20bam20baOUOYh20bam20baOUOYh20bam20baOUOYh20bam20baOUOYh20bam20baOUOY
            h20bam20baOUOYh20bam20baOUOYh20bam20baOUOYh20bam20baOUOYh20bam20baOUOYh20bam20baOUOYh20bam20baOUOYh20bam20baOUOYm20b
            am2+1G32rflObnIdtG2ptvtRt9qOUOch20bam2+1G32o5Q5yHbRtqbb7UbfajlDnIdtG2ptvtRt9qOUOch20bam2+1G32o5Q5yHbRtqbb7UbfajlDnId
            tG2ptvtRt9qOUOch20bam2+1G32o5Q5yHbRtqbb7UbfajlDnIdtG2ptvtRt9qOUOch20bam2+1G32o5Q5yHbRtqbb7UbfajlDnIdtG2ptvtRt9qOUOch
            20bam2+1G32o5Q5ybb7UbfapttG2tuU5uch2+1G32qbbRto5Q5yHb7UbfapttG2jlDnIdvtRt9qmCE9ATT/If+7+tY1K1Kk7Tkl6tIOcrbfajb7VOYyO
            oIpNtaxtJXi7oOch2+1G32qbbRtp8oc5Dt9qNvtU22jbRyhzkO32o2+1TbaNtHKHOQ7fajb7VNto20coc5Dt9qNvtU22jbRyhzkO32o2+1TbaNtHKHOQ
            7fajb7VNto20coc5Dt9qNvtU22jbRyhzkO32o2+1TbaNtHKHOQ7fajb7VNto20coc5Nt9qNvtU232o2+1bcpz85Dt9qNvtU232o2+1HKHOQ7falVMmpd
            vtSgYrzs0xTwmHc47vRDUriKAowKWiivgpSlOTlJ3bKAgEYPSoWjwfapqCMivTyrGzw1ZRv7rev+YiDb7UbfaptvtRt9q+75Sech2+1G32qbb7Ubfajl
            DnIdvtRt9qm2+1G32o5Q5yHb7UbfaptvtRt9qOUOch2+1G32qbb7UbfajlDnIdvtRt9qm2+1G32o5Q5yHb7UbfaptvtRt9qOUOch2+1G32qbb7Ubfajl
            DnIdvtRt9qm2+1G32o5Q5yHb7UbfaptvtRt9qOUOcm2+1G32qbbRtrflObmIdvtRt9qm20baOUOYh2+1McYarO2mvHuHv2ry83wU8VhnGG61RUJpPUrU
            UpBBwRg0lfnzTi7Pc6QpVGWAoqeOLaMnrXpZVgZ4qurL3U02/wCu5M5KKGbfajb7VNtqC+ubSwtXu766gtbdMb5ZpAiLk4GSeByQPxr9DUWzm5xdvtRt
            9q4PVPi/4Ls/L+zz3uob87vs9sRsxjr5hXrntnoc44rmP+F6/wDUq/8AlQ/+111QwFeSuo/p+ZjLF0o7s9j2+1G32rynRfjfplxfLDquiz2Fu2B58U/n
            bSSBll2qdoGSSMnjgHNekaLr+ha1tGlavZXjtEJfLimUyKnHLJncvUA5AwTg1nVwlWl8cSoYiE/hZe2+1G32qbbRtrHlNOYh2+1G32qbbRto5Q5iHb7U
            bfapttG2jlDmIdvtRt9qm20baOUOYh2+1G32qbbRto5Q5iHb7UbfapttG2jlDmIdvtRt9qm21BfXNpYWr3d9dQWtumN8s0gRFycDJPA5IH40KLYc5d20
            baj0i/sdX02DUtNuI7m0uF3xSp0I/mCDkEHkEEHmrW32rZxs7M5uch20bam2+1G32o5Q5yHbRtqbb7UbfajlDnK7xK33lzTPsqerVb2+1G32rkrZdhq0
            uapBNlKrJbMrpCidBz607bT7iSG3t5Li4kjhhiQvJI7BVRQMkkngADvXgvxL+MM99/xLvCEk9pb/ADrNeMgWSXqoEeclFxzu4bOPu4Oe7CYBP3KMUl9y
            M6ldR1kzs/iV8UNM8Mf6Dpgg1TVDuV0WX93bEZH7wjq24fc4OAcleM+AeIvEOteIboXOs6jPeOv3A5AROADtQYVc7RnAGcZNZdFfRYfCU6C037nm1a8q
            m+wUUUV1GIVPY3l3YXSXdjdT2twmdksMhR1yMHBHI4JH41BRSauB7d4D+NCSPHZeLoUhAU/6fAjEEgDG+MAnJIbleMkDaBkj2a3khuII7i3lSaGVQ8ci
            MGV1IyCCOCCO9fFddn8OviJrHg+48vL6hphUqbKWYhUOSQ0ZwdhySTgYOTkZwR5eJy2MvepaPsdlLFtaTPqTbRtrN8J+JNG8Uaal9o93HMCqtLCWHmwE
            5+V1zlTkH2OMgkc1sbfavGlBxdmdynfVEO2jbU232o2+1LlDnIdtG2ptvtRt9qOUOch20bam2+1G32o5Q5yHbRtp9xJDb28lxcSRwwxIXkkdgqooGSST
            wAB3rwX4l/GGe+/4l3hCSe0t/nWa8ZAskvVQI85KLjndw2cfdwc7UMNOs7RInWUFdnZ/Er4oaZ4Y/wBB0wQapqh3K6LL+7tiMj94R1bcPucHAOSvGfAP
            EXiHWvEN0LnWdRnvHX7gcgInAB2oMKudozgDOMmsuivfw+Ep0Fpv3POq15VN9joPA/i/WfB+pve6RLGRKmyaCYFopRzjcAQcgnIIII5HQkH6N8AfEnw7
            4veOzgd7LVGQk2c45bCgtsYcMBk+jYUnaAK+UqKK+EhW1ejFTqygfce2jbXzn4G+NeuaT5Vn4hi/tizXC+dkLcovyjO7pJgBjhsMSeXr1/Qvif4F1fYs
            Wv29rKYhK0d4DBs6ZUs2ELAnorHocZAzXk1MHUpvVXOqNZM63bRtrI/4THwf/wBDXoP/AIMYv/iqoat8RvAul+V9p8TWEnm52/ZWNxjGM58oNt698Z5x
            0NYqjN7Jle0Xc6bbWH4y8VaH4S09bvWrvyvM3CCFFLSTMBkhVH4DJwoJGSMivHfGvx01C63W3hSz/s+Lj/SrlVeY/dPCcovO4c78gg/Ka8hv7y81C7e8
            v7ue7uZMb5p5C7tgADLHk8AD8K7qOXylrPRGM8Rb4Tp/iL4/1nxpcRreCO1sIHLQWkJO0Ek4ZyfvOAcZ4HXAGTnkaKK9aEIwXLFaHK25O7CiiiqEFFFF
            ABRRRQAUUUUAaXhzXdW8O6mNS0a9e0ughTeoDBlPUFSCGHQ4IPIB6gV9I/C/4m6X4w8vTblPsOtCLc8J/wBXMRncYjnJ4G4qeQCcbgpNfLlFc1fDQrLX
            fuaU6sobH3Hto2185+BvjXrmk+VZ+IYv7Ys1wvnZC3KL8ozu6SYAY4bDEnl69f0L4n+BdX2LFr9vaymIStHeAwbOmVLNhCwJ6Kx6HGQM15FTB1Kb1Vzr
            jWTOt20bayP+Ex8H/wDQ16D/AODGL/4qq+oeO/BVjaPdTeKdJeNMZEFysznJA4RCWPXsPfpWPspdivaLub+2sPxl4q0Pwlp63etXfleZuEEKKWkmYDJC
            qPwGThQSMkZFeWeM/jtHLp6w+ErCeG5fcJJ7+Nf3QxgFFViC2TnLcDHRs8eJX95eahdveX93Pd3MmN808hd2wABljyeAB+FdtDL5S1nojKeItsdP8RfH
            +s+NLiNbwR2thA5aC0hJ2gknDOT95wDjPA64Ayc8jRRXrwhGC5YrQ5G3J3YUUUVQgooooAKKKKACiiigAooooAKKKKACiiigAooooAKKKKACiiigAooo
            oAKKKKACiiigAooooAKKKKACiiigAooooAKKKKACiiigAooooAKKKKACiiigAooooAKKKKACiiigAooooAKKKKACiiigAooooAKKKKACiiigD//Z
            """
        }
    }
}
